const UUID = /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/g;

/**
 * golden FORMAT.md: every uuid-shaped string that does not occur in the input file is a generated
 * value and becomes `<uuid:N>`, N by first appearance in the serialized text.
 */
export function normalizeUuids(serialized: string, inputText: string): string {
  const numbers = new Map<string, number>();
  return serialized.replace(UUID, (uuid) => {
    if (inputText.includes(uuid)) return uuid;
    let n = numbers.get(uuid);
    if (n === undefined) {
      n = numbers.size + 1;
      numbers.set(uuid, n);
    }
    return `<uuid:${n}>`;
  });
}
