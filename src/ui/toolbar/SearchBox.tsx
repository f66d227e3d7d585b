import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { applySuggestion, suggest, type Suggestion } from '../../core/filter';
import { useInspector } from '../../store';
import { SuggestionList } from './SuggestionList';

export const SEARCH_INPUT_ID = 'filter-input';
const LIST_ID = 'filter-suggestions';

/**
 * The filter box (language: src/core/filter/parse.ts) with completions for keys and for the
 * values seen in the trace. Keyboard: ↑/↓ pick, Enter/Tab accept, Escape closes the list.
 */
export function SearchBox() {
  const query = useInspector((s) => s.filterQuery);
  const setFilter = useInspector((s) => s.setFilter);
  const error = useInspector((s) => s.filterError);
  const trace = useInspector((s) => s.trace);
  const inputRef = useRef<HTMLInputElement>(null);
  const [cursor, setCursor] = useState(0);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pendingCursor = useRef<number | null>(null);

  const suggestions = useMemo(() => (open ? suggest(query, cursor, trace) : null), [open, query, cursor, trace]);
  const items = suggestions?.items ?? [];
  const listShown = open && items.length > 0;

  // Put the caret after an accepted completion once React has rendered the new value.
  useLayoutEffect(() => {
    if (pendingCursor.current === null || !inputRef.current) return;
    inputRef.current.setSelectionRange(pendingCursor.current, pendingCursor.current);
    setCursor(pendingCursor.current);
    pendingCursor.current = null;
  });

  const accept = (item: Suggestion) => {
    if (!suggestions) return;
    const next = applySuggestion(query, suggestions, item);
    pendingCursor.current = next.cursor;
    setFilter(next.query);
    setActive(-1);
    // a key completion goes on to its values; a value completes the term
    setOpen(item.kind === 'key');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!listShown) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && listShown && active >= 0) {
      event.preventDefault();
      accept(items[active]);
    } else if (event.key === 'Enter') {
      setOpen(false);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // Escape here is for the list/box, not "clear selection"
      if (listShown) setOpen(false);
      else inputRef.current?.blur();
    }
  };

  const syncCursor = () => setCursor(inputRef.current?.selectionStart ?? query.length);

  return (
    <>
      <div className="search">
        <input
          ref={inputRef}
          id={SEARCH_INPUT_ID}
          data-testid="filter-input"
          className={error ? 'search-input invalid' : 'search-input'}
          type="text"
          role="combobox"
          aria-label="Filter wire events"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={LIST_ID}
          aria-activedescendant={listShown && active >= 0 ? `${LIST_ID}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'filter-error' : undefined}
          spellCheck={false}
          autoComplete="off"
          placeholder="Filter: text  type:  decision:  call:  item:  index:3..8  -negate    ( / )"
          value={query}
          onChange={(event) => {
            setFilter(event.target.value);
            setCursor(event.target.selectionStart ?? event.target.value.length);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            syncCursor();
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onClick={syncCursor}
          onKeyUp={(event) => {
            if (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End') syncCursor();
          }}
          onKeyDown={onKeyDown}
        />
        {listShown && <SuggestionList id={LIST_ID} items={items} active={active} onPick={accept} onHover={setActive} />}
      </div>
      {error && (
        <span className="filter-error" id="filter-error" role="alert" data-testid="filter-error" title={error.message}>
          column {error.column}: {error.message}
        </span>
      )}
    </>
  );
}
