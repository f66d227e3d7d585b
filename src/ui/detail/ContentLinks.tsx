import type { ContentRef } from '../../core/content/types';

const MAX = 8;

/** Buttons for parse-step Content refs ("#3[0]"), which select that Content. */
export function ContentLinks({ refs, onSelect }: { refs: readonly ContentRef[]; onSelect: (ref: ContentRef) => void }) {
  return (
    <span className="link-group">
      <span className="link-label">Content</span>
      {refs.slice(0, MAX).map((ref) => (
        <button key={`${ref.wireIndex}:${ref.contentIndex}`} type="button" className="link-chip" onClick={() => onSelect(ref)}>
          #{ref.wireIndex}[{ref.contentIndex}]
        </button>
      ))}
      {refs.length > MAX && <span className="muted">+{refs.length - MAX}</span>}
    </span>
  );
}
