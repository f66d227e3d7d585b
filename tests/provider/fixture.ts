import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { startProvider, type ProviderOptions, type RunningProvider } from '../../src/provider/server';
import { inputPath } from '../sharedDir';

/**
 * Starts the real local provider on a free port for one test file. `log` collects its log lines
 * (tests assert the key never reaches them) instead of printing them.
 */
export function useProvider(options: ProviderOptions = {}): { provider: () => RunningProvider; logLines: string[] } {
  let running: RunningProvider | undefined;
  const logLines: string[] = [];
  beforeAll(async () => {
    running = await startProvider({ port: 0, delayMs: 0, log: (line) => logLines.push(line), ...options });
  });
  afterAll(async () => {
    await running?.close();
  });
  return {
    provider: () => {
      if (!running) throw new Error('provider not started');
      return running;
    },
    logLines,
  };
}

/**
 * The body a recording must arrive as, computed independently of the provider's own framing code:
 * an .sse file byte for byte; an .ndjson file as `data: <line>\n\n` per line (SOURCES.md).
 */
export function expectedBody(file: string): Buffer {
  const content = readFileSync(inputPath(file));
  if (file.endsWith('.sse')) return content;
  const lines = content.toString('utf8').split('\n').filter((line) => line.length > 0);
  return Buffer.from(lines.map((line) => `data: ${line}\n\n`).join(''), 'utf8');
}

/** The model name that selects a recording: its file name without extension. */
export function modelOf(file: string): string {
  return file.replace(/\.(sse|ndjson)$/, '');
}

/** Reads a fetch body to the end, keeping what arrived even when the connection drops. */
export async function readAll(response: Response): Promise<{ bytes: Buffer; error?: unknown }> {
  const reader = response.body!.getReader();
  const parts: Uint8Array[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes: Buffer.concat(parts) };
      parts.push(value);
    }
  } catch (error) {
    return { bytes: Buffer.concat(parts), error };
  }
}
