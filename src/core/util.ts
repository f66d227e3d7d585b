/** Small helpers for reading untyped JSON payloads safely. */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function obj(value: unknown): Json | undefined {
  return isObject(value) ? value : undefined;
}

export function arr(value: unknown): unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

/** Python truthiness for the `a or b or c` chains MAF uses to pick ids. */
export function firstTruthy<T>(...values: T[]): T | undefined {
  return values.find((v) => Boolean(v));
}

/** `datetime.fromtimestamp(ts, utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")` as MAF formats created_at. */
export function formatCreatedAt(unixSeconds: number): string {
  const wholeMs = Math.floor(unixSeconds * 1000);
  const micros = Math.round((unixSeconds - Math.floor(unixSeconds)) * 1_000_000) % 1_000_000;
  const iso = new Date(wholeMs).toISOString(); // YYYY-MM-DDTHH:MM:SS.mmmZ
  return `${iso.slice(0, 19)}.${String(micros).padStart(6, '0')}Z`;
}

/** A short one-line rendering of a payload for log messages (MAF prints a Python repr there). */
export function shortJson(value: unknown, max = 200): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? text.slice(0, max) : text;
}
