import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerPreflight, setCorsHeaders } from './cors';
import { errorBody, invalidApiKey, modelNotFound, serverError } from './openaiErrors';
import { defaultRecordingDirs, findRecording, listRecordings, recordingFrames } from './recordings';
import { writeFrames } from './replayStream';

export const PROVIDER_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4010;
export const DEFAULT_DELAY_MS = 15;
const MAX_DELAY_MS = 60_000;
const MAX_BODY_BYTES = 4 * 1024 * 1024;
const STREAM_PATHS = new Set(['/v1/responses', '/v1/chat/completions']);

export interface ProviderOptions {
  /** 0 picks a free port (tests). Default 4010. */
  port?: number;
  /** Folders of `.sse` / `.ndjson` recordings; default shared/real-streams and shared/scenarios. */
  dirs?: string[];
  /** Pause between frames (ms); a request can override it with `?delay=` or `x-replay-delay-ms`. */
  delayMs?: number;
  /** One line per request; console.log by default. */
  log?: (line: string) => void;
}

export interface RunningProvider {
  /** Base URL for an OpenAI client, e.g. `http://127.0.0.1:4010/v1`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

interface Context {
  dirs: string[];
  delayMs: number;
  log: (line: string) => void;
}

/** What goes into the request's log line. Deliberately has no place for headers: the key never gets logged. */
interface LogEntry {
  method: string;
  path: string;
  model: string;
  note: string;
}

/**
 * A local OpenAI-compatible server that replays recorded streams, for capturing without a real
 * key or network. Bound to 127.0.0.1 only: it answers any key, so it must not be reachable from
 * elsewhere.
 */
export async function startProvider(options: ProviderOptions = {}): Promise<RunningProvider> {
  const context: Context = {
    dirs: options.dirs?.length ? options.dirs : defaultRecordingDirs(),
    delayMs: options.delayMs ?? DEFAULT_DELAY_MS,
    log: options.log ?? ((line) => console.log(line)),
  };
  const server = createServer((req, res) => void handle(req, res, context));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, PROVIDER_HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${PROVIDER_HOST}:${port}/v1`,
    port,
    // Streams in flight would keep close() waiting: drop them.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, context: Context): Promise<void> {
  const startedMs = Date.now();
  const url = new URL(req.url ?? '/', `http://${PROVIDER_HOST}`);
  const entry: LogEntry = { method: req.method ?? '?', path: url.pathname, model: '-', note: '' };
  res.setHeader('x-request-id', `req_${randomBytes(16).toString('hex')}`);
  setCorsHeaders(res);
  try {
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    if (url.pathname === '/v1/models' && req.method === 'GET') return sendJson(res, 200, modelList(context.dirs));
    if (STREAM_PATHS.has(url.pathname)) {
      if (req.method !== 'POST') return sendJson(res, 405, errorBody(`Use POST for ${url.pathname}.`, 'invalid_request_error'));
      return await handleStream(req, res, url, context, entry, startedMs);
    }
    const help = `Unknown request URL: ${entry.method} ${url.pathname}. This local provider serves POST /v1/responses, POST /v1/chat/completions and GET /v1/models.`;
    return sendJson(res, 404, errorBody(help, 'invalid_request_error', 'unknown_url'));
  } catch (error) {
    entry.note = ` (${error instanceof Error ? error.message : String(error)})`;
    if (!res.headersSent) sendJson(res, 500, serverError());
    else res.destroy();
  } finally {
    // Logged once the handler is done (not on 'close'), so a stream's note says how it ended.
    context.log(`${entry.method} ${entry.path} model=${entry.model} ${res.statusCode}${entry.note} ${Date.now() - startedMs}ms`);
  }
}

async function handleStream(req: IncomingMessage, res: ServerResponse, url: URL, context: Context, entry: LogEntry, startedMs: number): Promise<void> {
  const body = await readJsonBody(req);
  if (body === undefined) {
    return sendJson(res, 400, errorBody('We could not parse the JSON body of your request. (HINT: This likely means you aren\'t using your HTTP library correctly.)', 'invalid_request_error'));
  }
  const model = typeof body.model === 'string' ? body.model : '';
  entry.model = model ? JSON.stringify(model).slice(1, -1).slice(0, 120) : '-';
  if (!model) return sendJson(res, 400, errorBody('you must provide a model parameter', 'invalid_request_error', null, 'model'));
  if (model === 'error-401') return sendJson(res, 401, invalidApiKey(req.headers.authorization));
  if (model === 'error-500') return sendJson(res, 500, serverError());

  // An exact recording name wins, so a recording that happens to start with "cut-" is still servable.
  const exact = findRecording(context.dirs, model);
  const cut = !exact && model.startsWith('cut-');
  const recording = exact ?? (cut ? findRecording(context.dirs, model.slice(4)) : undefined);
  if (!recording) return sendJson(res, 404, modelNotFound(model, listRecordings(context.dirs).map((r) => r.name)));

  const frames = recordingFrames(recording);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'openai-processing-ms': String(Date.now() - startedMs),
    'x-replay-recording': `${recording.folder}/${recording.name}.${recording.format}`,
  });
  res.flushHeaders();
  const outcome = await writeFrames(res, { frames, delayMs: replayDelay(url, req, context.delayMs), cut });
  if (outcome === 'cut') entry.note = ' (cut mid-event)';
  if (outcome === 'client-closed') entry.note = ' (client closed)';
}

/** `?delay=` beats the `x-replay-delay-ms` header beats `--delay`; nonsense values are ignored. */
function replayDelay(url: URL, req: IncomingMessage, fallback: number): number {
  const header = req.headers['x-replay-delay-ms'];
  for (const raw of [url.searchParams.get('delay'), Array.isArray(header) ? header[0] : header]) {
    if (raw == null || raw.trim() === '') continue;
    const value = Number(raw);
    if (Number.isFinite(value) && value >= 0) return Math.min(value, MAX_DELAY_MS);
  }
  return fallback;
}

function modelList(dirs: string[]) {
  const model = (id: string, ownedBy: string) => ({ id, object: 'model', created: 0, owned_by: ownedBy });
  return {
    object: 'list',
    data: [
      ...listRecordings(dirs).map((r) => model(r.name, r.folder)),
      model('error-401', 'stream-inspector'),
      model('error-500', 'stream-inspector'),
    ],
  };
}

/** The parsed object, or undefined when the body is not a JSON object (or too large to be one we want). */
async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > MAX_BODY_BYTES) return undefined;
    parts.push(part);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(parts).toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(`${JSON.stringify(body, null, 2)}\n`);
}
