import { useEffect, useRef } from 'react';
import type { Suggestion } from '../../core/filter';

interface Props {
  id: string;
  items: Suggestion[];
  active: number;
  onPick: (item: Suggestion) => void;
  onHover: (index: number) => void;
}

/** The completions under the search box (a listbox the input controls through aria-activedescendant). */
export function SuggestionList({ id, items, active, onPick, onHover }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    <ul className="suggestions" id={id} role="listbox" aria-label="Filter suggestions" ref={listRef} data-testid="filter-suggestions">
      {items.map((item, i) => (
        <li
          key={`${item.kind}:${item.label}`}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          // mousedown, not click: the input must keep focus (blur would close the list first)
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(item);
          }}
          onMouseEnter={() => onHover(i)}
        >
          <span className="suggestion-label mono">{item.label}</span>
          <span className="suggestion-detail">{item.detail}</span>
        </li>
      ))}
    </ul>
  );
}
