import type { Content, ContentRef } from './types';

/** A message's contents with, for each, the parse-step Content it came from. */
export interface TrackedContents {
  contents: Content[];
  sources: ContentRef[][];
}

function textOf(content: Content): string {
  return typeof content.text === 'string' ? content.text : '';
}

function canJoinText(a: Content, b: Content): boolean {
  return a.type === 'text' && b.type === 'text';
}

/**
 * spec §5.4: adjacent text_reasoning joins unless ids differ, or a reasoning-text segment meets a
 * summary segment. An empty marker (no text) joins either kind — the DeepSeek golden shows the
 * `.added` marker merging into reasoning_text deltas.
 */
function canJoinReasoning(a: Content, b: Content): boolean {
  if (a.type !== 'text_reasoning' || b.type !== 'text_reasoning') return false;
  if ((a.id ?? null) !== (b.id ?? null)) return false;
  if (!textOf(a) || !textOf(b)) return true;
  return Boolean(a.additional_properties.reasoning_text) === Boolean(b.additional_properties.reasoning_text);
}

function joinText(a: Content, b: Content): Content {
  const joined: Content = { ...a, ...b, text: textOf(a) + textOf(b), additional_properties: { ...a.additional_properties, ...b.additional_properties } };
  const annotations = [...((a.annotations as unknown[]) ?? []), ...((b.annotations as unknown[]) ?? [])];
  if (annotations.length > 0) joined.annotations = annotations;
  else delete joined.annotations;
  if (a.type === 'text_reasoning') {
    // A joined reasoning segment with no text has text None (omitted), as the MCP golden shows.
    if (joined.text === '') delete joined.text;
    // The later non-null protected_data wins.
    const protectedData = b.protected_data ?? a.protected_data;
    if (protectedData === undefined) delete joined.protected_data;
    else joined.protected_data = protectedData;
  }
  return joined;
}

const CODE_INTERPRETER = new Set(['code_interpreter_tool_call', 'code_interpreter_tool_result']);

function codeKey(content: Content): string {
  return `${content.type}|${String(content.call_id ?? content.additional_properties.item_id ?? '')}`;
}

/** "Replace deltas by a later full value when the later text starts with the earlier" (spec §5.4). */
function coalesceCode(earlier: Content, later: Content): Content {
  const field = earlier.type === 'code_interpreter_tool_call' ? 'inputs' : 'outputs';
  const a = (earlier[field] as Content[] | undefined) ?? [];
  const b = (later[field] as Content[] | undefined) ?? [];
  const aText = a.map(textOf).join('');
  const bText = b.map(textOf).join('');
  if (a.length === 1 && b.length === 1 && a[0].type === 'text' && b[0].type === 'text') {
    const text = bText.startsWith(aText) ? bText : aText + bText;
    return { ...later, [field]: [{ ...b[0], text }] };
  }
  return { ...later, [field]: [...a, ...b] };
}

/** Per-message finalization (spec §5.4); function calls are not coalesced here. */
export function finalizeMessageContents(input: TrackedContents): TrackedContents {
  const contents: Content[] = [];
  const sources: ContentRef[][] = [];
  const codeIndex = new Map<string, number>();
  input.contents.forEach((content, i) => {
    const last = contents.length - 1;
    if (last >= 0 && (canJoinText(contents[last], content) || canJoinReasoning(contents[last], content))) {
      contents[last] = joinText(contents[last], content);
      sources[last].push(...input.sources[i]);
      return;
    }
    if (CODE_INTERPRETER.has(content.type)) {
      const key = codeKey(content);
      const at = codeIndex.get(key);
      if (at !== undefined) {
        contents[at] = coalesceCode(contents[at], content);
        sources[at].push(...input.sources[i]);
        return;
      }
      codeIndex.set(key, contents.length);
    }
    contents.push(content);
    sources.push([...input.sources[i]]);
  });
  return { contents, sources };
}
