/**
 * Python `json.dumps(obj)` with its defaults (separators ", " and ": ", ensure_ascii=True), plus the
 * `make_json_safe` step MAF's AG-UI bridge applies before dumping.
 *
 * Why: MAF serializes dict tool arguments, confirm_changes arguments and MCP tool outputs with
 * Python's json module (spec maf-parser.md §6.3), and those strings travel verbatim in
 * TOOL_CALL_ARGS.delta / TOOL_CALL_RESULT.content. JSON.stringify differs (no spaces, no \uXXXX
 * escapes), so the bytes would not match the goldens or a user's server logs.
 *
 * Known limit: numbers come from JSON.parse, so the int/float distinction is gone — an integral
 * value prints as an int (Python would print `1.0` for a float one).
 */

/** Key order of MAF Python `Content.to_dict()` (agent_framework/_types.py): `type`, these, then annotations. */
const CONTENT_FIELD_ORDER = [
  'text',
  'protected_data',
  'uri',
  'media_type',
  'message',
  'error_code',
  'error_details',
  'usage_details',
  'call_id',
  'name',
  'arguments',
  'exception',
  'result',
  'file_id',
  'vector_store_id',
  'inputs',
  'outputs',
  'image_id',
  'tool_name',
  'server_name',
  'output',
  'function_call',
  'user_input_request',
  'approved',
  'id',
  // Not in the upstream tuple we could read; added by #6997 (spec §4.1). Position is a best guess.
  'informational_only',
  'additional_properties',
];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A dict in `Content.to_dict()` shape: a string `type` and an `additional_properties` object. */
function looksLikeContentDict(value: Record<string, unknown>): boolean {
  return typeof value.type === 'string' && isPlainObject(value.additional_properties);
}

/**
 * Reorders a Content dict's keys the way `Content.to_dict()` emits them. Content dicts in this
 * project may arrive key-sorted (the goldens sort keys), but Python dumps them in field order, e.g.
 * `[{"type": "text", "text": "…", "additional_properties": {}}]` (spec §6.3, golden 15).
 */
function orderContentDict(value: Record<string, unknown>): Record<string, unknown> {
  const ordered: Record<string, unknown> = { type: value.type };
  for (const key of CONTENT_FIELD_ORDER) {
    if (key in value && value[key] !== null && value[key] !== undefined) ordered[key] = value[key];
  }
  if ('annotations' in value && value.annotations !== null && value.annotations !== undefined) {
    ordered.annotations = value.annotations;
  }
  for (const key of Object.keys(value)) {
    if (!(key in ordered) && value[key] !== undefined) ordered[key] = value[key];
  }
  return ordered;
}

/**
 * MAF `make_json_safe`: Content objects become their `to_dict()` (here: Content dicts get their
 * Python key order), containers are converted recursively, scalars pass through.
 */
export function makeJsonSafe(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(makeJsonSafe);
  if (isPlainObject(value)) {
    const source = looksLikeContentDict(value) ? orderContentDict(value) : value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(source)) {
      if (item !== undefined) out[key] = makeJsonSafe(item);
    }
    return out;
  }
  return value;
}

function hex4(code: number): string {
  return '\\u' + code.toString(16).padStart(4, '0');
}

/** Python's `json.encoder.py_encode_basestring_ascii`. */
function encodeStringAscii(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const code = text.charCodeAt(i);
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    // UTF-16 code units map 1:1 to Python's surrogate-pair escapes for astral characters.
    // ESCAPE_ASCII = r'([\\"]|[^\ -~])': everything outside space..tilde, DEL included.
    else if (code < 0x20 || code > 0x7e) out += hex4(code);
    else out += ch;
  }
  return out + '"';
}

/** Python `float.__repr__` / `int.__str__` for a JS number (see the module note on ints). */
function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  if (Number.isInteger(value) && Math.abs(value) < 1e16) return String(value);
  // Python repr uses scientific notation when exponent < -4 or >= 16, with a 2-digit minimum exponent.
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  if (exponent < -4 || exponent >= 16) {
    const [mantissa, exp] = value.toExponential().split('e');
    const sign = exp.startsWith('-') ? '-' : '+';
    const digits = exp.replace(/^[+-]/, '').padStart(2, '0');
    return `${mantissa}e${sign}${digits}`;
  }
  return String(value);
}

/** `json.dumps(value)` with Python's default separators and ensure_ascii. */
export function pyJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return encodeStringAscii(value);
  if (Array.isArray(value)) return '[' + value.map(pyJsonDumps).join(', ') + ']';
  if (isPlainObject(value)) {
    const parts: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      parts.push(`${encodeStringAscii(key)}: ${pyJsonDumps(item)}`);
    }
    return '{' + parts.join(', ') + '}';
  }
  return encodeStringAscii(String(value));
}

/** `json.loads` for a JSON text (Python accepts NaN/Infinity too; we do not). Throws on bad input. */
export function pyJsonLoads(text: string): unknown {
  return JSON.parse(text) as unknown;
}
