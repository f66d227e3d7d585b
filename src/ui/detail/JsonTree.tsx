import { useState } from 'react';
import { CopyButton } from './CopyButton';

/** Long strings (base64 files, encrypted reasoning) are cut on screen; copy still gives all of it. */
const MAX_STRING = 2000;
/** Children shown per object or array before "… N more". */
const MAX_CHILDREN = 200;

const pretty = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

interface NodeProps {
  name?: string | number;
  value: unknown;
  depth: number;
  expandDepth: number;
  last: boolean;
}

function Key({ name }: { name?: string | number }) {
  if (name === undefined) return null;
  return (
    <>
      <span className={typeof name === 'number' ? 'json-index' : 'json-key'}>{typeof name === 'number' ? name : JSON.stringify(name)}</span>
      {': '}
    </>
  );
}

function Primitive({ value }: { value: unknown }) {
  if (typeof value === 'string') {
    const shown = JSON.stringify(value.length > MAX_STRING ? value.slice(0, MAX_STRING) : value);
    return (
      <span className="json-string">
        {shown}
        {value.length > MAX_STRING && <span className="json-cut"> … {value.length - MAX_STRING} more characters (copy for all)</span>}
      </span>
    );
  }
  const kind = value === null ? 'null' : Array.isArray(value) ? 'summary' : typeof value === 'object' ? 'summary' : typeof value;
  return <span className={`json-${kind}`}>{value === undefined ? 'undefined' : JSON.stringify(value)}</span>;
}

function JsonNode({ name, value, depth, expandDepth, last }: NodeProps) {
  const isArray = Array.isArray(value);
  const isObject = typeof value === 'object' && value !== null;
  const entries: Array<[string | number, unknown]> = !isObject ? [] : isArray ? value.map((v, i) => [i, v]) : Object.entries(value);
  const [open, setOpen] = useState(depth < expandDepth && entries.length <= MAX_CHILDREN);
  const indent = { paddingLeft: depth * 14 };
  const comma = last ? '' : ',';

  // Scalars, and empty objects / arrays, which read best inline as {} and [].
  if (!isObject || entries.length === 0) {
    return (
      <div className="json-line" style={indent}>
        <span className="json-toggle-space" />
        <Key name={name} />
        <Primitive value={value} />
        {comma}
        <CopyButton text={() => pretty(value)} />
      </div>
    );
  }
  const [openBrace, closeBrace] = isArray ? ['[', ']'] : ['{', '}'];
  const summary = isArray ? `${entries.length} items` : `${entries.length} keys`;
  return (
    <>
      <div className="json-line" style={indent}>
        <button type="button" className="json-toggle" aria-expanded={open} aria-label={open ? 'Collapse' : 'Expand'} onClick={() => setOpen(!open)}>
          <span className="chevron" aria-hidden="true" />
        </button>
        <Key name={name} />
        {openBrace}
        {!open && (
          <>
            <span className="json-summary"> {entries.length > 0 ? `… ${summary} ` : ''}</span>
            {closeBrace}
            {comma}
          </>
        )}
        <CopyButton text={() => pretty(value)} />
      </div>
      {open &&
        entries
          .slice(0, MAX_CHILDREN)
          .map(([key, child], i) => (
            <JsonNode key={key} name={key} value={child} depth={depth + 1} expandDepth={expandDepth} last={i === entries.length - 1} />
          ))}
      {open && entries.length > MAX_CHILDREN && (
        <div className="json-line json-cut" style={{ paddingLeft: (depth + 1) * 14 }}>
          … {entries.length - MAX_CHILDREN} more (copy for all)
        </div>
      )}
      {open && (
        <div className="json-line" style={indent}>
          <span className="json-toggle-space" />
          {closeBrace}
          {comma}
        </div>
      )}
    </>
  );
}

/** A collapsible JSON view of untrusted data: every value is rendered as text, never as HTML. */
export function JsonTree({ value, expandDepth = 3, testId }: { value: unknown; expandDepth?: number; testId?: string }) {
  return (
    <div className="json-tree payload" data-testid={testId}>
      <JsonNode value={value} depth={0} expandDepth={expandDepth} last />
    </div>
  );
}
