/** Media type inference for URLs and filenames, as #8078's list-output parsing does (spec §3.2). */
const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  html: 'text/html',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/** `data:<type>;base64,…` → `<type>`. */
export function dataUriMediaType(uri: string): string | undefined {
  const match = /^data:([^;,]+)[;,]/.exec(uri);
  return match ? match[1] : undefined;
}

export function extensionMediaType(urlOrName: string): string | undefined {
  const path = urlOrName.split(/[?#]/)[0];
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return undefined;
  return BY_EXTENSION[path.slice(dot + 1).toLowerCase()];
}

/** Magic-byte sniffing of base64 data, as MAF does for generated images (default image/png). */
export function sniffBase64MediaType(base64: string): string | undefined {
  if (base64.startsWith('iVBORw0KGgo')) return 'image/png';
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  if (base64.startsWith('R0lGOD')) return 'image/gif';
  if (base64.startsWith('UklGR')) return 'image/webp';
  if (base64.startsWith('JVBERi0')) return 'application/pdf';
  return undefined;
}
