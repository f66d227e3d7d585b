import { ByteRecorder } from './byteRecorder';
import { finishRecording } from './finishRecording';
import { teeingFetch, type FetchLike } from './teeingFetch';
import type { Recording } from './types';

export interface AguiCaptureOptions {
  /** The agent endpoint itself (AG-UI has no base URL + path convention): the request is POSTed here. */
  url: string;
  /** Sent as `Authorization: Bearer …` when not empty; never written into the Recording. */
  apiKey: string;
  /** A RunAgentInput; missing ids and lists are filled in by `prepareRunAgentInput`. */
  body: Record<string, unknown>;
  signal?: AbortSignal;
  onBytes?: (chunk: Uint8Array, arrivalMs: number) => void;
  headers?: Record<string, string>;
  fetch?: FetchLike;
  now?: () => number;
  /** Id factory for threadId / runId / message ids (tests pass a fixed one). */
  newId?: () => string;
}

const newUuid = () => globalThis.crypto.randomUUID();

/**
 * A RunAgentInput the 1.0 schema accepts (wire-formats §A.4): `threadId`, `runId`, `messages`,
 * `tools`, `context` are required by servers that validate with @ag-ui/core, so the ones the user
 * left out are added; user messages without an id get one. What the user wrote is kept as is.
 */
export function prepareRunAgentInput(body: Record<string, unknown>, newId: () => string = newUuid): Record<string, unknown> {
  const messages = Array.isArray(body.messages)
    ? body.messages.map((m: unknown) => (m && typeof m === 'object' && !Array.isArray(m) && !('id' in m) ? { id: newId(), ...m } : m))
    : [];
  return {
    ...body,
    threadId: typeof body.threadId === 'string' && body.threadId ? body.threadId : newId(),
    runId: typeof body.runId === 'string' && body.runId ? body.runId : newId(),
    messages,
    tools: Array.isArray(body.tools) ? body.tools : [],
    context: Array.isArray(body.context) ? body.context : [],
  };
}

/**
 * POSTs a RunAgentInput to an AG-UI endpoint and records the AG-UI SSE answer byte for byte, with
 * the same recorder, key masking and end classification as the openai SDK capture (captureStream).
 * Nothing parses the body while it arrives: the inspector reads the recording. Never throws for
 * HTTP, network or stream problems; they are in `endedBy` and `error`.
 */
export async function captureAgui(options: AguiCaptureOptions): Promise<Recording> {
  const now = options.now ?? (() => performance.now());
  const startedMs = now();
  const startedAt = new Date().toISOString();
  const recorder = new ByteRecorder({ secret: options.apiKey, now, startedMs, onBytes: options.onBytes });
  const request = prepareRunAgentInput(options.body, options.newId);
  const baseFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    // What @ag-ui/client's HttpAgent sends: SSE, not the protobuf framing (wire-formats §A.8).
    Accept: 'text/event-stream',
    ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
    ...options.headers,
  };
  const signal = options.signal ?? new AbortController().signal;

  let requestError: unknown;
  try {
    const response = await teeingFetch(recorder, signal, baseFetch)(options.url, { method: 'POST', headers, body: JSON.stringify(request) });
    // The tee feeds a second copy for a reader we do not have; cancelling it keeps only the record.
    await response.body?.cancel().catch(() => undefined);
  } catch (error) {
    requestError = error;
  }
  if (recorder.requested) await recorder.ended;

  return finishRecording(recorder, {
    request,
    endpoint: 'agui',
    url: options.url,
    startedAt,
    requestError,
    userAborted: signal.aborted,
    secret: options.apiKey,
  });
}
