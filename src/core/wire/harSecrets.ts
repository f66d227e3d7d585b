/**
 * What a HAR import must never keep: credentials. A HAR saved from a browser's Network panel
 * holds the request's Authorization / api-key headers and every cookie in clear text, and users
 * share these files in bug reports. We drop them on import, before anything reaches the store,
 * the URL, IndexedDB or the screen (DESIGN.md: secrets never in URLs, exports or logs).
 */

export interface HarHeader {
  name: string;
  value: string;
}

/**
 * Header / query-parameter names that carry credentials. Broad on purpose: dropping a harmless
 * header (e.g. a rate-limit "tokens" counter) costs nothing, keeping a key costs a leak.
 * `api-key` is Azure OpenAI's header, `ocp-apim-subscription-key` Azure API Management's.
 */
const CREDENTIAL_NAME = /auth|cookie|api[-_]?key|secret|token|session|password|signature|subscription-key|^sig$|^key$|^code$/i;

export function isCredentialName(name: string): boolean {
  return CREDENTIAL_NAME.test(name.trim());
}

/** Headers without credentials, and how many were removed. Malformed entries are dropped too. */
export function stripCredentialHeaders(headers: unknown): { headers: HarHeader[]; removed: number } {
  if (!Array.isArray(headers)) return { headers: [], removed: 0 };
  const kept: HarHeader[] = [];
  let removed = 0;
  for (const header of headers) {
    const name = typeof header?.name === 'string' ? header.name : null;
    const value = typeof header?.value === 'string' ? header.value : null;
    if (name === null || value === null) continue;
    if (isCredentialName(name)) removed++;
    else kept.push({ name, value });
  }
  return { headers: kept, removed };
}

/** The URL with the values of credential query parameters (Azure `?api-key=`, SAS `sig=`) replaced. */
export function redactUrl(url: string): { url: string; removed: number } {
  const query = url.indexOf('?');
  if (query < 0) return { url, removed: 0 };
  const hash = url.indexOf('#', query);
  const end = hash < 0 ? url.length : hash;
  let removed = 0;
  const params = url
    .slice(query + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeSafely(eq < 0 ? pair : pair.slice(0, eq));
      if (eq < 0 || !isCredentialName(name)) return pair;
      removed++;
      return `${pair.slice(0, eq)}=REDACTED`;
    });
  return { url: `${url.slice(0, query + 1)}${params.join('&')}${url.slice(end)}`, removed };
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
