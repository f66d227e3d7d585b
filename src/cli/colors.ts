/** ANSI colours for terminal output, off when piped or when NO_COLOR is set. */
const useColor = typeof process !== 'undefined' && Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const paint = (code: number) => (text: string) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

export const dim = paint(2);
export const bold = paint(1);
export const red = paint(31);
export const yellow = paint(33);
export const green = paint(32);
export const cyan = paint(36);
