import type { Content, ContentRef } from '../../../core/content/types';
import type { Decision } from '../../../core/decisions';
import { contentKey } from '../../../core/links/types';
import type { Trace } from '../../../core/trace-types';

export interface UpdateContentRow {
  key: string;
  ref: ContentRef;
  content: Content;
  /** The aggregator's decision on it: appended, or merged into an earlier call. */
  aggregation: Decision[];
}

/** Every parse-step Content in wire order, with what aggregation did with it. */
export function updateContentRows(trace: Trace): UpdateContentRow[] {
  const byContent = new Map<string, Decision[]>();
  for (const decision of trace.aggregation.decisions) {
    for (const ref of decision.contents ?? []) {
      const key = contentKey(ref);
      const list = byContent.get(key);
      if (list) list.push(decision);
      else byContent.set(key, [decision]);
    }
  }
  const rows: UpdateContentRow[] = [];
  for (const step of trace.steps) {
    step.update?.contents.forEach((content, contentIndex) => {
      const ref = { wireIndex: step.index, contentIndex };
      const key = contentKey(ref);
      rows.push({ key, ref, content, aggregation: byContent.get(key) ?? [] });
    });
  }
  return rows;
}
