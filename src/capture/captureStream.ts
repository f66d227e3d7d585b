import OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type { ResponseCreateParamsStreaming } from 'openai/resources/responses/responses';
import { ByteRecorder } from './byteRecorder';
import { finishRecording } from './finishRecording';
import { teeingFetch, type FetchLike } from './teeingFetch';
import type { EndpointKind, Recording } from './types';

export interface CaptureOptions {
  /** Sent as `Authorization: Bearer …` by the SDK; never written into the Recording. */
  apiKey: string;
  /** e.g. `https://api.openai.com/v1` or `http://127.0.0.1:4010/v1`. */
  baseURL: string;
  /** `agui` is not an OpenAI API: it is captured by aguiCapture.ts, and refused here. */
  endpoint: EndpointKind;
  /** The request body (`model`, `input` / `messages`, …); `stream: true` is forced. */
  body: Record<string, unknown>;
  signal?: AbortSignal;
  /** Every network read as it arrives (after key masking), with ms since the request was sent. */
  onBytes?: (chunk: Uint8Array, arrivalMs: number) => void;
  /** Extra request headers (e.g. `x-replay-delay-ms` for the local provider). */
  headers?: Record<string, string>;
  /** The fetch under the tee (tests, proxies); the global fetch by default. */
  fetch?: FetchLike;
  /** Clock for arrival times; `performance.now` by default. */
  now?: () => number;
}

/**
 * Sends one streaming request through the openai SDK and records the raw response body.
 * The SDK is iterated only to drive the request the way a real client would (its headers, its
 * URL building, its error handling); the Recording is built from our teed bytes. Never throws for
 * HTTP, network or stream problems: they are described by `endedBy` and `error`.
 */
export async function captureStream(options: CaptureOptions): Promise<Recording> {
  const now = options.now ?? (() => performance.now());
  const startedMs = now();
  const startedAt = new Date().toISOString();
  const recorder = new ByteRecorder({ secret: options.apiKey, now, startedMs, onBytes: options.onBytes });
  const network = linkedAbort(options.signal);
  const baseFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const request = { ...options.body, stream: true };

  let sdkError: unknown;
  try {
    const client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      // The inspector runs in the user's own browser with a key they typed in (wire-formats B.5).
      dangerouslyAllowBrowser: true,
      // A retry would silently make a second live capture; one request, one recording.
      maxRetries: 0,
      fetch: teeingFetch(recorder, network.signal, baseFetch),
      defaultHeaders: options.headers,
    });
    await drive(client, options.endpoint, request, options.signal);
  } catch (error) {
    sdkError = error;
  }
  if (recorder.requested) await recorder.ended;
  network.dispose();

  return finishRecording(recorder, {
    request,
    endpoint: options.endpoint,
    url: options.baseURL,
    startedAt,
    requestError: sdkError,
    userAborted: options.signal?.aborted ?? false,
    secret: options.apiKey,
  });
}

async function drive(client: OpenAI, endpoint: EndpointKind, request: Record<string, unknown>, signal?: AbortSignal): Promise<void> {
  if (endpoint === 'agui') throw new Error('AG-UI endpoints are captured with captureAgui (src/capture/aguiCapture.ts), not the openai SDK.');
  // The body is whatever the user typed; the SDK's static types cannot vouch for it.
  const stream: AsyncIterable<unknown> =
    endpoint === 'responses'
      ? await client.responses.create(request as unknown as ResponseCreateParamsStreaming, { signal })
      : await client.chat.completions.create(request as unknown as ChatCompletionCreateParamsStreaming, { signal });
  for await (const _event of stream) {
    // Only drives the request; the data is read from our tee.
  }
}

/** The network request follows the caller's signal only (see teeingFetch.ts for why). */
function linkedAbort(signal: AbortSignal | undefined): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  if (!signal) return { signal: controller.signal, dispose() {} };
  const abort = () => controller.abort(signal.reason);
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  return { signal: controller.signal, dispose: () => signal.removeEventListener('abort', abort) };
}
