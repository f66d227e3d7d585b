import { parseArgs } from 'node:util';
import { DEFAULT_DELAY_MS, DEFAULT_PORT, startProvider } from './server';

/** `tsx src/provider/main.ts [--port N] [--dir DIR ...] [--delay MS]` (npm run provider). */
const usage = `Usage: provider [--port N] [--dir DIR ...] [--delay MS]
  --port N     port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 = any free port)
  --dir DIR    folder of .sse / .ndjson recordings; repeatable (default: ../shared/real-streams and ../shared/scenarios)
  --delay MS   pause between frames (default ${DEFAULT_DELAY_MS}); per request: ?delay=MS or header x-replay-delay-ms
Models: a recording's file name without extension, cut-<recording>, error-401, error-500.`;

function parseNumber(flag: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${flag} needs a whole number >= 0, got "${raw}"\n\n${usage}`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      dir: { type: 'string', multiple: true },
      delay: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const provider = await startProvider({
    port: parseNumber('--port', values.port, DEFAULT_PORT),
    delayMs: parseNumber('--delay', values.delay, DEFAULT_DELAY_MS),
    dirs: values.dir,
  });
  console.log(`Local provider listening on ${provider.url}`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
