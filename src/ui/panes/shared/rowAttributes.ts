/** The attributes every selectable row shares: selected (strong) and related (soft) states. */
export function rowState(selected: boolean, related: boolean) {
  return {
    'aria-selected': selected,
    'data-related': related && !selected ? true : undefined,
  } as const;
}

/** "#3", "#3 #4", "#3 … #40 (12)": wire or AG-UI indices in a small space. */
export function indexList(indices: readonly number[], max = 4): string {
  if (indices.length <= max) return indices.map((i) => `#${i}`).join(' ');
  return `#${indices[0]} … #${indices[indices.length - 1]} (${indices.length})`;
}

/** One line of untrusted text: quoted so whitespace shows, cut so rows stay one line. */
export function quoteShort(text: string, max = 120): string {
  const quoted = JSON.stringify(text);
  return quoted.length > max ? `${quoted.slice(0, max - 1)}…` : quoted;
}

export function compactJson(value: unknown, max = 120): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
