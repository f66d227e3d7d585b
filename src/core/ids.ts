/** Id factories for generated AG-UI ids: deterministic for goldens and tests, random in the app. */
export type IdFactory = () => string;

/** uuid-shaped ids counting up from 1, so golden normalization (`<uuid:N>`) treats them like uuid4s. */
export function sequentialIds(): IdFactory {
  let n = 0;
  return () => {
    n += 1;
    return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
  };
}

export function randomIds(): IdFactory {
  return () => globalThis.crypto.randomUUID();
}
