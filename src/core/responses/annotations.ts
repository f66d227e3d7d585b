import { num, str, type Json } from '../util';

/** Builds the `annotated_regions` list MAF adds when both indices are known. */
function regions(annotation: Json): Array<Record<string, unknown>> | undefined {
  const start = num(annotation.start_index);
  const end = num(annotation.end_index);
  if (start === undefined || end === undefined) return undefined;
  return [{ type: 'text_span', start_index: start, end_index: end }];
}

function citation(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: 'citation' };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) out[key] = value;
  return out;
}

/**
 * spec §1.5: one streamed `output_text.annotation.added` → one citation, or undefined when the
 * annotation lacks its required id/url or has an unknown type (the caller logs the latter).
 */
export function streamingCitation(annotation: Json, annotationIndex: number | undefined): { citation?: Record<string, unknown>; unknownType?: string } {
  const ap: Record<string, unknown> = {};
  if (annotationIndex !== undefined) ap.annotation_index = annotationIndex;
  switch (annotation.type) {
    case 'file_path': {
      const fileId = str(annotation.file_id);
      if (!fileId) return {};
      return { citation: citation({ file_id: fileId, additional_properties: { ...ap, ...indexOf(annotation) } }) };
    }
    case 'file_citation': {
      const fileId = str(annotation.file_id);
      if (!fileId) return {};
      return { citation: citation({ file_id: fileId, url: annotation.filename, additional_properties: { ...ap, ...indexOf(annotation) } }) };
    }
    case 'container_file_citation': {
      const fileId = str(annotation.file_id);
      if (!fileId) return {};
      const extra = annotation.container_id !== undefined ? { container_id: annotation.container_id } : {};
      return {
        citation: citation({ file_id: fileId, url: annotation.filename, additional_properties: { ...ap, ...extra }, annotated_regions: regions(annotation) }),
      };
    }
    case 'url_citation': {
      const url = str(annotation.url);
      if (!url) return {};
      const extra = annotation.get_url !== undefined && annotation.get_url !== null ? { get_url: annotation.get_url } : {};
      return {
        citation: citation({ title: str(annotation.title) ?? '', url, additional_properties: { ...ap, ...extra }, annotated_regions: regions(annotation) }),
      };
    }
    default:
      return { unknownType: String(annotation.type) };
  }
}

function indexOf(annotation: Json): Record<string, unknown> {
  return annotation.index !== undefined && annotation.index !== null ? { index: annotation.index } : {};
}

/** spec §2 (non-streaming message parts): same mapping without the streaming annotation_index. */
export function responseCitation(annotation: Json): { citation?: Record<string, unknown>; unknownType?: string } {
  return streamingCitation(annotation, undefined);
}
