import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGolden, sharedDir } from '../../../tests/sharedDir';
import { decodeInput } from '../wire/decode';
import { buildTrace } from '../trace';
import { aguiSseExport, baseName, goldenExport, inputExport, traceJsonExport } from './index';

const FILE = '05-hosted-function-call-with-output-toolbox-kb.ndjson';
const text = readFileSync(path.join(sharedDir, 'scenarios', FILE), 'utf8');
const trace = buildTrace(text, { profile: 'maf-current' });

describe('export files', () => {
  it('keeps the input file name and extension, or names a paste by its format', () => {
    expect(inputExport(text, FILE, 'ndjson')).toEqual({ name: FILE, mimeType: 'application/x-ndjson', text });
    expect(inputExport('data: {}\n\n', null, 'sse')).toMatchObject({ name: 'stream.sse', mimeType: 'text/event-stream' });
    expect(inputExport('[]', 'capture', 'json-array').name).toBe('capture.json');
    expect(inputExport('x', '../../etc/pa:ss.sse', 'sse').name).toBe('pa_ss.sse');
  });

  it('names derived files after the input and the profile', () => {
    expect(baseName(FILE)).toBe('05-hosted-function-call-with-output-toolbox-kb');
    expect(baseName(null)).toBe('stream');
    expect(traceJsonExport(trace, FILE).name).toBe('05-hosted-function-call-with-output-toolbox-kb.maf-current.trace.json');
    expect(aguiSseExport(trace, null).name).toBe('stream.maf-current.agui.sse');
  });

  it('the trace JSON parses back to the trace', () => {
    expect(JSON.parse(traceJsonExport(trace, FILE).text)).toEqual(JSON.parse(JSON.stringify(trace)));
  });

  it('the AG-UI SSE decodes as one data: frame per AG-UI event', () => {
    const sse = aguiSseExport(trace, FILE).text;
    const frames = decodeInput(sse);
    expect(frames.format).toBe('sse');
    expect(frames.events.map((e) => (e.json as { type: string }).type)).toEqual(trace.agui.events.map((r) => r.event.type));
  });

  it('the golden export of the snapshot profile is the golden the real parser produced', () => {
    const golden = goldenExport(text, 'maf-2026-08', FILE);
    expect(golden.name).toBe(`${FILE}.golden.json`);
    const mine = JSON.parse(golden.text);
    const real = readGolden(`${FILE}.golden.json`);
    // Log messages differ by design (a JSON rendering where Python prints a repr); the rest is equal.
    for (const key of ['source', 'api', 'updates', 'response', 'agui', 'http_replay']) expect(mine[key], key).toEqual(real[key]);
    expect(mine.logs.map((l: { summary: string }) => l.summary)).toEqual(real.logs.map((l: { summary: string }) => l.summary));
  });
});
