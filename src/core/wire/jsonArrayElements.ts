/** Character range of one top-level element of a JSON array: [start, end). */
export interface ElementSpan {
  start: number;
  end: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

function isJsonWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/**
 * Finds where each element of a top-level JSON array starts and ends, so each event of a pasted
 * array can point at its own text. The text must already have passed JSON.parse (this scanner
 * only tracks strings and nesting; it does not validate). One pass, no allocation per character.
 */
export function jsonArrayElementSpans(text: string): ElementSpan[] {
  const spans: ElementSpan[] = [];
  const open = text.indexOf('[');
  if (open < 0) return spans;
  let depth = 0; // nesting inside the current element
  let inString = false;
  let start = -1;
  let last = -1; // index of the current element's last non-whitespace character
  for (let i = open + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) {
        inString = false;
        last = i;
      }
      continue;
    }
    if (isJsonWhitespace(c)) continue;
    if (depth === 0) {
      if (c === COMMA || c === CLOSE_BRACKET) {
        if (start >= 0) spans.push({ start, end: last + 1 });
        start = -1;
        if (c === CLOSE_BRACKET) break;
        continue;
      }
      if (start < 0) start = i;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
    last = i;
  }
  return spans;
}
