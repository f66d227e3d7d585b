/** Python's `shlex.join`, which MAF uses to turn a local_shell_call `command` array into one string. */
export function shlexJoin(args: string[]): string {
  return args.map(shlexQuote).join(' ');
}

const UNSAFE = /[^A-Za-z0-9_@%+=:,./-]/;

export function shlexQuote(arg: string): string {
  if (arg === '') return "''";
  if (!UNSAFE.test(arg)) return arg;
  return `'${arg.replace(/'/g, `'"'"'`)}'`;
}
