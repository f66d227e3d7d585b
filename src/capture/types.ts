import type { ApiKind } from '../core/wire/types';

/**
 * Which endpoint a capture called: POST /responses, POST /chat/completions (through the openai
 * SDK), or an AG-UI agent endpoint (POST RunAgentInput, AG-UI SSE back; src/capture/aguiCapture.ts).
 */
export type EndpointKind = ApiKind | 'agui';

/**
 * How the byte stream stopped. `truncated`: the body ended (or the connection dropped) in the
 * middle of an SSE frame, i.e. without the blank line that terminates the last event.
 */
export type EndedBy = 'complete' | 'aborted' | 'error' | 'truncated';

/** One network read as it arrived: where its bytes sit in `Recording.bytes`, and when. */
export interface RecordedChunk {
  /** Milliseconds since the request was sent. */
  arrivalMs: number;
  byteOffset: number;
  byteLength: number;
}

export interface RecordingError {
  status?: number;
  message: string;
}

/**
 * A live capture: the raw response body exactly as it arrived (our teed bytes, not what the SDK
 * made of them) plus the timing of every read. Never holds the API key (see secretMask.ts).
 */
export interface Recording {
  /** The request body as sent (it never contains the key: that travels in a header). */
  request: Record<string, unknown>;
  endpoint: EndpointKind;
  baseURL: string;
  /** Wall-clock ISO time the request was sent. */
  startedAt: string;
  /** HTTP status; null when no response arrived (connection refused, aborted before headers). */
  status: number | null;
  /** Only headers worth keeping for debugging (x-request-id, openai-processing-ms, content-type). */
  responseHeaders: Record<string, string>;
  chunks: RecordedChunk[];
  /** `bytes` decoded as UTF-8 (streaming decoder, BOM kept). */
  text: string;
  bytes: Uint8Array;
  endedBy: EndedBy;
  error?: RecordingError;
  /** Things worth telling the user, e.g. that the SDK threw on an `error` event. */
  notes: string[];
}

/** Headers copied from the response into a Recording; everything else is dropped. */
export const KEPT_RESPONSE_HEADERS = ['x-request-id', 'openai-processing-ms', 'content-type'] as const;
