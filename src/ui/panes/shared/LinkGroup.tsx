const MAX_LINKS = 8;

interface Props {
  label: string;
  indices: readonly number[];
  onSelect: (index: number) => void;
  /** How an index reads on its button ("#3", "#3[0]"). */
  format?: (index: number) => string;
}

/** "wire #7 #8": buttons that select what a row cites, without selecting the row itself. */
export function LinkGroup({ label, indices, onSelect, format = (i) => `#${i}` }: Props) {
  if (indices.length === 0) return null;
  const shown = indices.slice(0, MAX_LINKS);
  return (
    <span className="link-group">
      <span className="link-label">{label}</span>
      {shown.map((i) => (
        <button
          key={i}
          type="button"
          className="link-chip"
          data-link={`${label}:${i}`}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(i);
          }}
        >
          {format(i)}
        </button>
      ))}
      {indices.length > MAX_LINKS && <span className="muted">+{indices.length - MAX_LINKS}</span>}
    </span>
  );
}
