/**
 * The exception MAF raises when openai-python's stream sees a payload with a truthy top-level
 * `error` key (spec maf-parser.md §12 D1): the SDK raises `APIError(message)` and MAF's client wraps
 * it in `ChatClientException`. The text mirrors Python's `str()` of that exception so it can be
 * compared with the golden's `http_replay.agui.error` (which keeps the first 500 characters).
 */

/** openai-python `AsyncStream` raises for any payload with a truthy top-level `error`. */
export function clientRaisesOn(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const error = (payload as Record<string, unknown>).error;
  if (error === null || error === undefined || error === false || error === '' || error === 0) return false;
  if (Array.isArray(error)) return error.length > 0;
  if (typeof error === 'object') return Object.keys(error).length > 0;
  return true;
}

/** Python `repr()` of a str. */
function pyRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += '\\' + quote;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += '\\x' + code.toString(16).padStart(2, '0');
    else out += ch;
  }
  return out + quote;
}

export type ClientKind = 'responses' | 'chat.completions';

const CLIENT_CLASS: Record<ClientKind, string> = {
  responses: 'agent_framework_openai._chat_client.OpenAIChatClient',
  // Not pinned by a golden (no Chat Completions capture carries an error payload).
  'chat.completions': 'agent_framework_openai._chat_completion_client.OpenAIChatCompletionClient',
};

/** `"ChatClientException: (…, APIError(…))"` for an error payload, as MAF would report it. */
export function chatClientExceptionMessage(payload: unknown, api: ClientKind = 'responses'): string {
  const error = (payload as Record<string, unknown> | null)?.error;
  let message = 'An error occurred during streaming';
  if (typeof error === 'object' && error !== null && !Array.isArray(error)) {
    const m = (error as Record<string, unknown>).message;
    if (typeof m === 'string' && m) message = m;
  }
  const wrapped = `<class '${CLIENT_CLASS[api]}'> service failed to complete the prompt: ${message}`;
  return `ChatClientException: (${pyRepr(wrapped)}, APIError(${pyRepr(message)}))`;
}
