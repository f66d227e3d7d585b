/**
 * HAR import: a HAR 1.2 file saved from Chrome's or Firefox's Network panel ("Save all as HAR")
 * → the requests that look like model streams, each with its decoded response body. The user
 * picks one; its body is then decoded like pasted text. Credentials are removed here, on import
 * (harSecrets.ts), so nothing downstream can leak them.
 */
import { isObject, num, obj, str } from '../util';
import { redactUrl, stripCredentialHeaders, type HarHeader } from './harSecrets';

/** Why an entry is listed: its response is an SSE stream, or it hit a model endpoint. */
export type HarMatch = 'event-stream' | 'responses' | 'chat-completions';

export interface HarStreamEntry {
  /** 0-based position in `log.entries`, the order the Network panel showed. */
  entryIndex: number;
  method: string;
  /** The request URL, credential query values redacted. */
  url: string;
  status: number;
  statusText: string;
  mimeType: string;
  /** Body size in bytes: `content.size` when the HAR has it, else the decoded body's length. */
  size: number;
  startedDateTime: string | null;
  matches: HarMatch[];
  /** The response body as text, or null when the HAR does not hold it. */
  text: string | null;
  /** Why there is no body, in words (HAR comment, no `text`, undecodable base64). */
  missingBody: string | null;
  /** Headers without credentials (Authorization, Cookie, Set-Cookie, api-key … are removed). */
  requestHeaders: HarHeader[];
  responseHeaders: HarHeader[];
}

/** A problem with the HAR itself, located when it is a JSON syntax error. */
export interface HarProblem {
  message: string;
  line?: number;
  column?: number;
}

export interface HarImport {
  /** The stream candidates, in log order. */
  entries: HarStreamEntry[];
  /** All entries in the log, candidates or not. */
  totalEntries: number;
  /** Credential headers, cookies and query values removed on import. */
  removedCredentials: number;
  problems: HarProblem[];
}

/** Cheap check for a pasted / dropped HAR, so it opens the picker instead of being decoded as one event. */
export function looksLikeHar(text: string): boolean {
  const head = text.slice(0, 4096);
  return /^\s*\{/.test(head) && /"log"\s*:/.test(head) && /"entries"\s*:|"creator"\s*:|"version"\s*:/.test(head);
}

function matchesOf(url: string, mimeType: string): HarMatch[] {
  const matches: HarMatch[] = [];
  if (/^text\/event-stream\b/i.test(mimeType.trim())) matches.push('event-stream');
  const path = url.replace(/[?#].*$/, '');
  if (/\/responses(\/|$)/.test(path)) matches.push('responses');
  if (/\/chat\/completions(\/|$)/.test(path)) matches.push('chat-completions');
  return matches;
}

/** content.text, decoded when `encoding` is "base64" (binary-safe: bytes → UTF-8). */
export function decodeHarContent(content: Record<string, unknown>): { text: string } | { missing: string } {
  const text = str(content.text);
  if (text === undefined) {
    const comment = str(content.comment);
    return { missing: comment ? `the HAR holds no response body ("${comment.replace(/\.$/, '')}")` : 'the HAR holds no response body (it was saved without content)' };
  }
  if (str(content.encoding)?.toLowerCase() !== 'base64') return { text };
  try {
    const binary = atob(text.replace(/\s+/g, ''));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return { text: new TextDecoder('utf-8').decode(bytes) };
  } catch {
    return { missing: 'the response body is marked base64 but is not valid base64' };
  }
}

/** 1-based line and column of a character index. */
function lineColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < index && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: index - lineStart + 1 };
}

function syntaxProblem(text: string, error: unknown): HarProblem {
  const message = error instanceof Error ? error.message : String(error);
  const position = /at position (\d+)/.exec(message);
  if (!position) return { message: `The HAR is not valid JSON: ${message}` };
  const at = lineColumn(text, Number(position[1]));
  return { message: `The HAR is not valid JSON: ${message.replace(/\s*\(line \d+ column \d+\)/, '')}`, ...at };
}

function entryOf(entry: unknown, entryIndex: number): { entry: HarStreamEntry; removed: number } | null {
  if (!isObject(entry)) return null;
  const request = obj(entry.request) ?? {};
  const response = obj(entry.response) ?? {};
  const content = obj(response.content) ?? {};
  const rawUrl = str(request.url) ?? '';
  const mimeType = str(content.mimeType) ?? '';
  const matches = matchesOf(rawUrl, mimeType);
  if (matches.length === 0) return null;
  const url = redactUrl(rawUrl);
  const requestHeaders = stripCredentialHeaders(request.headers);
  const responseHeaders = stripCredentialHeaders(response.headers);
  // Cookies arrays (request.cookies, response.cookies) are never read: all of them are credentials.
  const cookies = (Array.isArray(request.cookies) ? request.cookies.length : 0) + (Array.isArray(response.cookies) ? response.cookies.length : 0);
  const body = decodeHarContent(content);
  const text = 'text' in body ? body.text : null;
  const size = num(content.size) ?? num(response.bodySize) ?? (text ?? '').length;
  return {
    entry: {
      entryIndex,
      method: str(request.method) ?? 'GET',
      url: url.url,
      status: num(response.status) ?? 0,
      statusText: str(response.statusText) ?? '',
      mimeType,
      size: size >= 0 ? size : (text ?? '').length,
      startedDateTime: str(entry.startedDateTime) ?? null,
      matches,
      text,
      missingBody: 'missing' in body ? body.missing : null,
      requestHeaders: requestHeaders.headers,
      responseHeaders: responseHeaders.headers,
    },
    removed: url.removed + requestHeaders.removed + responseHeaders.removed + cookies,
  };
}

/** Parses a HAR and lists its stream candidates. Never throws: problems are reported. */
export function parseHar(text: string): HarImport {
  let har: unknown;
  try {
    har = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return { entries: [], totalEntries: 0, removedCredentials: 0, problems: [syntaxProblem(text, error)] };
  }
  const log = isObject(har) ? obj(har.log) : undefined;
  if (!log || !Array.isArray(log.entries)) {
    return { entries: [], totalEntries: 0, removedCredentials: 0, problems: [{ message: 'This JSON is not a HAR: it has no "log.entries" array.' }] };
  }
  const entries: HarStreamEntry[] = [];
  const problems: HarProblem[] = [];
  let removedCredentials = 0;
  log.entries.forEach((raw, i) => {
    if (!isObject(raw)) {
      problems.push({ message: `Entry ${i} is not an object; skipped.` });
      return;
    }
    const found = entryOf(raw, i);
    if (!found) return;
    entries.push(found.entry);
    removedCredentials += found.removed;
  });
  if (entries.length === 0) {
    problems.push({
      message: `None of the ${log.entries.length} requests is a text/event-stream response or a call to /responses or /chat/completions.`,
    });
  }
  return { entries, totalEntries: log.entries.length, removedCredentials, problems };
}
