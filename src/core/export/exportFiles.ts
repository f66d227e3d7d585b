/**
 * What the Export menu downloads, as pure functions of the trace and the input: the file name,
 * its MIME type and its text. The UI only turns an ExportFile into a Blob URL.
 */
import { serializeAguiSse } from '../agui/sse';
import { goldenText } from '../golden/toGolden';
import { buildTrace } from '../trace';
import type { Trace } from '../trace-types';
import type { InputFormat } from '../wire/types';

export interface ExportFile {
  name: string;
  mimeType: string;
  text: string;
}

const FORMAT_EXTENSIONS: Record<InputFormat, string> = {
  sse: '.sse',
  ndjson: '.ndjson',
  'json-array': '.json',
  'response-object': '.json',
  empty: '.txt',
};

const MIME_TYPES: Record<string, string> = {
  '.sse': 'text/event-stream',
  '.ndjson': 'application/x-ndjson',
  '.jsonl': 'application/x-ndjson',
  '.json': 'application/json',
};

/** A file name without its directories or characters that file systems reject. */
function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  return base.replace(/[\u0000-\u001f<>:"|?*]+/g, '_').trim() || 'stream';
}

function extensionOf(name: string): string {
  const match = /(\.[A-Za-z0-9]{1,8})$/.exec(name);
  return match ? match[1] : '';
}

/** "capture.sse" → "capture"; no name (a paste) → "stream". */
export function baseName(sourceName: string | null): string {
  if (!sourceName) return 'stream';
  const name = safeName(sourceName);
  const ext = extensionOf(name);
  return (ext ? name.slice(0, -ext.length) : name) || 'stream';
}

/**
 * The input as it came in: same name and extension when it came from a file or a sample (the
 * extension is the format users know it by), else the extension of the detected format.
 */
export function inputExport(text: string, sourceName: string | null, format: InputFormat): ExportFile {
  const named = sourceName ? safeName(sourceName) : null;
  const ext = (named && extensionOf(named)) || FORMAT_EXTENSIONS[format];
  const name = named && extensionOf(named) ? named : `${baseName(sourceName)}${ext}`;
  return { name, mimeType: MIME_TYPES[ext.toLowerCase()] ?? 'text/plain', text };
}

/** The whole Trace (wire events, parse steps, aggregation, AG-UI run, findings) as JSON. */
export function traceJsonExport(trace: Trace, sourceName: string | null): ExportFile {
  return {
    name: `${baseName(sourceName)}.${trace.profile}.trace.json`,
    mimeType: 'application/json',
    text: `${JSON.stringify(trace, null, 2)}\n`,
  };
}

/** The AG-UI events as the SSE body an AG-UI client would have received (replayable). */
export function aguiSseExport(trace: Trace, sourceName: string | null): ExportFile {
  return {
    name: `${baseName(sourceName)}.${trace.profile}.agui.sse`,
    mimeType: 'text/event-stream',
    text: serializeAguiSse(trace.agui.events.map((record) => record.event)),
  };
}

/**
 * A golden file (shared/golden/FORMAT.md). The golden harness reads a whole file as one stream
 * (spec §12 D8), so the trace is rebuilt with splitTurns off, exactly as `cli trace --format golden`.
 */
export function goldenExport(text: string, profile: string, sourceName: string | null): ExportFile {
  const source = sourceName ? safeName(sourceName) : 'stream.txt';
  const trace = buildTrace(text, { profile, splitTurns: false });
  return { name: `${source}.golden.json`, mimeType: 'application/json', text: goldenText(trace, source, text) };
}
