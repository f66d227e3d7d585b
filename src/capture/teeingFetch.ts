import type { ByteRecorder } from './byteRecorder';

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * The `fetch` handed to the openai SDK (wire-formats B.5 "custom fetch tee"). We, not the SDK, own
 * the network body: every read goes to the recorder first and is then copied into the stream the
 * SDK parses. That ordering matters:
 * - the SDK throws on an `error` event and then aborts its request signal; because the network
 *   request listens to *our* signal only, the rest of the body (e.g. `response.failed`) is still
 *   recorded — the SDK merely stops receiving copies;
 * - with `ReadableStream.tee()` chunks queued for our branch would be discarded when the source
 *   errors (abort, dropped connection); reading the body ourselves loses nothing that arrived.
 */
export function teeingFetch(recorder: ByteRecorder, networkSignal: AbortSignal, baseFetch: FetchLike): FetchLike {
  return async (input, init) => {
    recorder.onRequest();
    const { signal: _sdkSignal, ...rest } = init ?? {};
    let response: Response;
    try {
      response = await baseFetch(input, { ...rest, signal: networkSignal });
    } catch (error) {
      recorder.onFetchError(error);
      throw error;
    }
    recorder.onResponse(response);
    if (!response.body) {
      recorder.onEnd();
      return response;
    }
    let forSdk: ReadableStreamDefaultController<Uint8Array> | null = null;
    const sdkBody = new ReadableStream<Uint8Array>({
      start(controller) {
        forSdk = controller;
      },
      cancel() {
        forSdk = null; // the SDK gave up (error event, break); we keep recording
      },
    });
    void pump(response.body.getReader(), recorder, () => forSdk);
    return new Response(sdkBody, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

async function pump(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  recorder: ByteRecorder,
  sdk: () => ReadableStreamDefaultController<Uint8Array> | null,
): Promise<void> {
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      recorder.onChunk(value);
      safely(() => sdk()?.enqueue(value)); // the recorder keeps its own copy
    }
    recorder.onEnd();
    safely(() => sdk()?.close());
  } catch (error) {
    recorder.onEnd(error);
    safely(() => sdk()?.error(error));
  }
}

/** The SDK's side may already be closed or cancelled; that must never stop the recording. */
function safely(action: () => void): void {
  try {
    action();
  } catch {
    /* ignored on purpose */
  }
}
