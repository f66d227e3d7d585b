import type { ApiKind, InputFormat } from '../../core/wire/types';

const FORMAT_LABELS: Record<InputFormat, string> = {
  sse: 'SSE',
  ndjson: 'NDJSON',
  'json-array': 'JSON array',
  'response-object': 'Response object',
  empty: 'empty',
};

const API_LABELS: Record<ApiKind, string> = {
  responses: 'Responses',
  'chat.completions': 'Chat Completions',
};

/** "NDJSON · Responses": the detected input format and API, for the header. */
export function describeFormat(format: InputFormat, api: ApiKind): string {
  return format === 'empty' ? FORMAT_LABELS.empty : `${FORMAT_LABELS[format]} · ${API_LABELS[api]}`;
}
