import { maskSecretInText } from './secretMask';
import { endsMidFrame } from './sseFrames';
import type { EndedBy, RecordingError } from './types';

/** Everything known once the body has stopped, from the recorder and from the SDK. */
export interface EndFacts {
  status: number | null;
  contentType: string | undefined;
  bytes: Uint8Array;
  text: string;
  /** fetch rejected: there was no response at all. */
  fetchError: unknown;
  /** The body stream failed part-way. */
  bodyError: unknown;
  /** What the SDK threw while we drove it (undefined when it finished quietly). */
  sdkError: unknown;
  /** The caller's AbortSignal fired. */
  userAborted: boolean;
  secret: string;
}

export interface EndOutcome {
  endedBy: EndedBy;
  error?: RecordingError;
  notes: string[];
}

/**
 * Decides how a capture ended from the raw facts. The record is our bytes, so the SDK's view
 * only adds a note (it throws on `error` events that are a normal part of a failed response).
 */
export function classifyEnd(facts: EndFacts): EndOutcome {
  const mask = (text: string) => maskSecretInText(text, facts.secret);
  const notes: string[] = [];
  if (facts.userAborted && (facts.fetchError !== undefined || facts.bodyError !== undefined || facts.status === null)) {
    return { endedBy: 'aborted', notes };
  }
  if (facts.fetchError !== undefined) return { endedBy: 'error', error: { message: mask(connectionMessage(facts.fetchError)) }, notes };
  if (facts.status === null) {
    return { endedBy: 'error', error: { message: mask(`The request was not sent: ${messageOf(facts.sdkError)}`) }, notes };
  }
  if (facts.status >= 400) {
    const message = providerMessage(facts.text) ?? sdkBodyMessage(facts.sdkError) ?? `HTTP ${facts.status} with an empty body`;
    return { endedBy: 'error', error: { status: facts.status, message: mask(message) }, notes };
  }
  if (facts.sdkError !== undefined && facts.bodyError === undefined) {
    notes.push(mask(`The openai SDK stopped iterating with "${messageOf(facts.sdkError)}"; the bytes after that point were still recorded.`));
  }
  const midFrame = isEventStream(facts.contentType) && endsMidFrame(facts.bytes);
  if (facts.bodyError !== undefined) {
    const why = mask(messageOf(facts.bodyError));
    if (midFrame) return { endedBy: 'truncated', error: { message: `The connection dropped in the middle of an event: ${why}` }, notes };
    return { endedBy: 'error', error: { message: `The connection dropped between events: ${why}` }, notes };
  }
  if (midFrame) {
    notes.push('The body ended without the blank line that terminates the last event.');
    return { endedBy: 'truncated', notes };
  }
  return { endedBy: 'complete', notes };
}

/** Servers that ignore `stream: true` answer with JSON; the SSE framing rule does not apply then. */
function isEventStream(contentType: string | undefined): boolean {
  return contentType === undefined || contentType.toLowerCase().includes('text/event-stream');
}

/** The provider's own words from an OpenAI-style error body (`{"error":{"message":…}}`). */
export function providerMessage(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    const body: unknown = JSON.parse(trimmed);
    if (body && typeof body === 'object') {
      const error = (body as Record<string, unknown>).error;
      if (typeof error === 'string') return error;
      if (error && typeof error === 'object' && typeof (error as Record<string, unknown>).message === 'string') {
        return (error as Record<string, string>).message;
      }
      if (typeof (body as Record<string, unknown>).message === 'string') return (body as Record<string, string>).message;
    }
  } catch {
    /* not JSON: fall through to the raw text */
  }
  return trimmed.length > 500 ? `${trimmed.slice(0, 500)}…` : trimmed;
}

/** The SDK's APIError keeps the parsed `error` object of the body. */
function sdkBodyMessage(error: unknown): string | undefined {
  const body = error && typeof error === 'object' ? (error as { error?: unknown }).error : undefined;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** fetch's own messages are terse ("fetch failed", "Failed to fetch"); say what usually causes them. */
function connectionMessage(error: unknown): string {
  const cause = error instanceof Error ? (error as Error & { cause?: unknown }).cause : undefined;
  const code = cause && typeof cause === 'object' ? ((cause as { code?: unknown }).code ?? (cause as { message?: unknown }).message) : undefined;
  const detail = code ? ` (${String(code)})` : '';
  return `Could not reach the server: ${messageOf(error)}${detail}. It may be down, or (in a browser) it refused the CORS preflight.`;
}
