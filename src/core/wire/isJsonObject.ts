/** A parsed JSON value that is an object (not null, not an array): the only shape an event can have. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
