/**
 * Id generators for `AguiEmitInput.newId`. Upstream uses `uuid4()` for every generated id (text
 * message ids, TOOL_CALL_RESULT message ids, confirm_changes call ids, snapshot group ids, and the
 * thread id of a Chat Completions run).
 */

/** Random v4 uuids (Web Crypto: available in browsers, Web Workers and Node ≥ 19). */
export function randomIds(): () => string {
  return () => globalThis.crypto.randomUUID();
}

/** Deterministic uuid-shaped ids `00000000-0000-4000-8000-000000000001`, … for tests and goldens. */
export function sequentialIds(): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
  };
}
