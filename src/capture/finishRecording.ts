import type { ByteRecorder } from './byteRecorder';
import { withoutCredentials } from './captureRequest';
import { classifyEnd } from './outcome';
import { maskSecretInText } from './secretMask';
import type { EndpointKind, Recording } from './types';

export interface RequestFacts {
  request: Record<string, unknown>;
  endpoint: EndpointKind;
  /** The base URL (SDK capture) or endpoint URL (AG-UI capture) as the user typed it. */
  url: string;
  startedAt: string;
  /** What the SDK (or our own fetch) threw, if anything. */
  requestError: unknown;
  userAborted: boolean;
  secret: string;
}

/**
 * Once the body has stopped: classifies how the capture ended and builds the Recording, with the
 * key masked out of the request and the URL (credentials in a URL never reach an export either).
 * Shared by the openai SDK capture and the AG-UI capture, so both end and scrub the same way.
 */
export function finishRecording(recorder: ByteRecorder, facts: RequestFacts): Recording {
  const bytes = recorder.bytes();
  const outcome = classifyEnd({
    status: recorder.status,
    contentType: recorder.responseHeaders['content-type'],
    bytes,
    text: recorder.text,
    fetchError: recorder.fetchError,
    bodyError: recorder.bodyError,
    sdkError: facts.requestError,
    userAborted: facts.userAborted,
    secret: facts.secret,
  });
  return {
    request: JSON.parse(maskSecretInText(JSON.stringify(facts.request), facts.secret)) as Record<string, unknown>,
    endpoint: facts.endpoint,
    baseURL: maskSecretInText(withoutCredentials(facts.url), facts.secret),
    startedAt: facts.startedAt,
    status: recorder.status,
    responseHeaders: recorder.responseHeaders,
    chunks: recorder.chunks,
    text: recorder.text,
    bytes,
    endedBy: outcome.endedBy,
    ...(outcome.error ? { error: outcome.error } : {}),
    notes: outcome.notes,
  };
}
