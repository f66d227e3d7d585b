/**
 * All the state a link carries, in the URL hash (never sent to a server):
 *
 *   #profile=maf-current&compare=maf-2026-08&filter=decision:unparsed&sel=wire:7&sample=05-….ndjson
 *   #…&input=<lz-string compressToEncodedURIComponent of the text>
 *
 * An unedited built-in sample is linked by name. Other input is compressed into the link unless
 * the compressed form is over URL_INPUT_LIMIT: then it is left out (`omitted=<KB>`), never cut,
 * and the UI says so. Pure functions; urlSync.ts wires them to the store and `location`.
 */
import { selectionKey, type Selection } from '../core/links/types';
import { compressForUrl, decompressFromUrl } from './urlCodec';

/** Compressed input above this many characters stays out of links (browsers and chat apps cut long URLs). */
export const URL_INPUT_LIMIT = 16 * 1024;
/** Above this many characters only a prefix is compressed to tell that the input cannot fit (keeps typing fast). */
const PREFIX_PROBE_CHARS = 256 * 1024;

export interface LinkState {
  profile?: string;
  compare?: string | null;
  filter?: string;
  /** What is selected, in any pane (`selectionKey`: wire:7, agui:5, content:3:0, item:<key> …). */
  selection?: Selection | null;
  /** The input is this built-in sample, unedited. */
  sample?: string;
  /** The input text (when it is not a sample). */
  input?: string;
}

export type InputLink =
  | { kind: 'fits'; encoded: string }
  /** `kb`: compressed size in KB, or the input's size when only a prefix was measured. */
  | { kind: 'too-large'; kb: number; measured: 'compressed' | 'input' };

export function encodeInput(text: string): InputLink {
  if (text.length > PREFIX_PROBE_CHARS) {
    // compressing a prefix is cheap; a text whose first 256K chars do not fit cannot fit either
    const probe = compressForUrl(text.slice(0, PREFIX_PROBE_CHARS));
    if (probe.length > URL_INPUT_LIMIT) return { kind: 'too-large', kb: Math.ceil(text.length / 1024), measured: 'input' };
  }
  const encoded = compressForUrl(text);
  if (encoded.length > URL_INPUT_LIMIT) return { kind: 'too-large', kb: Math.ceil(encoded.length / 1024), measured: 'compressed' };
  return { kind: 'fits', encoded };
}

/** The input is compressed once per text, however often the rest of the state changes. */
export function createInputEncoder(): (text: string) => InputLink {
  let lastText: string | null = null;
  let last: InputLink = { kind: 'fits', encoded: '' };
  return (text) => {
    if (text !== lastText) {
      last = encodeInput(text);
      lastText = text;
    }
    return last;
  };
}

export interface EncodedLink {
  /** Without the leading "#"; "" when there is nothing to say. */
  hash: string;
  /** Set when the input was left out of the link. */
  inputTooLarge: { kb: number; measured: 'compressed' | 'input' } | null;
}

// encodeURIComponent leaves these readable in a hash; ":" and "," are common in filters.
const encodeValue = (value: string) => encodeURIComponent(value).replace(/%3A/g, ':').replace(/%2C/g, ',');

export function encodeLink(state: LinkState, encodeText: (text: string) => InputLink = encodeInput): EncodedLink {
  const parts: string[] = [];
  if (state.profile) parts.push(`profile=${encodeValue(state.profile)}`);
  if (state.compare) parts.push(`compare=${encodeValue(state.compare)}`);
  if (state.filter) parts.push(`filter=${encodeValue(state.filter)}`);
  if (state.selection) parts.push(`sel=${encodeValue(selectionKey(state.selection))}`);
  let inputTooLarge: EncodedLink['inputTooLarge'] = null;
  if (state.sample) parts.push(`sample=${encodeValue(state.sample)}`);
  else if (state.input) {
    const link = encodeText(state.input);
    if (link.kind === 'fits') parts.push(`input=${link.encoded}`);
    else {
      inputTooLarge = { kb: link.kb, measured: link.measured };
      parts.push(`omitted=${link.kb}`);
    }
  }
  return { hash: parts.join('&'), inputTooLarge };
}

const INDEX = /^\d+$/;

/** The inverse of `selectionKey` (src/core/links/types.ts); a bare number is a wire event. */
export function parseSelection(key: string): Selection | null {
  if (INDEX.test(key)) return { kind: 'wire', index: Number(key) };
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon);
  const rest = key.slice(colon + 1);
  const numbers = rest.split(':');
  const allNumbers = numbers.every((n) => INDEX.test(n));
  switch (colon < 0 ? '' : kind) {
    case 'wire':
    case 'agui':
    case 'finding':
      return INDEX.test(rest) ? { kind: kind as 'wire' | 'agui' | 'finding', index: Number(rest) } : null;
    case 'content':
      return numbers.length === 2 && allNumbers ? { kind: 'content', ref: { wireIndex: Number(numbers[0]), contentIndex: Number(numbers[1]) } } : null;
    case 'aggregated':
      return numbers.length === 2 && allNumbers ? { kind: 'aggregated', message: Number(numbers[0]), content: Number(numbers[1]) } : null;
    case 'item':
      return rest === '' ? null : { kind: 'item', key: rest };
    default:
      return null;
  }
}

export interface DecodedLink extends LinkState {
  /** The link says its input was too large to include (KB). */
  omittedKb?: number;
  /** What in the link could not be read, in words. */
  problems: string[];
}

export function decodeLink(hash: string): DecodedLink {
  const out: DecodedLink = { problems: [] };
  const body = hash.replace(/^#/, '');
  if (body === '') return out;
  for (const part of body.split('&')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const raw = eq < 0 ? '' : part.slice(eq + 1);
    let value: string;
    try {
      // the compressed input's alphabet is URL-safe; anything else was encodeURIComponent'ed
      value = key === 'input' ? raw : decodeURIComponent(raw);
    } catch {
      out.problems.push(`The link's "${key}" is not valid URL encoding.`);
      continue;
    }
    switch (key) {
      case 'profile':
        out.profile = value;
        break;
      case 'compare':
        out.compare = value;
        break;
      case 'filter':
        out.filter = value;
        break;
      case 'sel': {
        const selection = parseSelection(value);
        if (selection) out.selection = selection;
        else out.problems.push(`The link's selection "${value}" is not something the inspector can select.`);
        break;
      }
      case 'sample':
        out.sample = value;
        break;
      case 'input': {
        const text = decompressFromUrl(value);
        if (text === null) out.problems.push('The input in this link could not be decompressed: the link may have been cut.');
        else out.input = text;
        break;
      }
      case 'omitted':
        out.omittedKb = Number(value) || 0;
        break;
      default:
        break; // unknown keys: links from a newer version keep working
    }
  }
  return out;
}

/** True when the link carries an input (so it, not the saved session, decides what is shown). */
export const linkHasInput = (link: DecodedLink) => link.input !== undefined || link.sample !== undefined;
