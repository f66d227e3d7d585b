import type { Content } from '../../../core/content/types';
import { compactJson, quoteShort } from '../shared/rowAttributes';

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

function args(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : compactJson(value, 200);
}

/** A Content in one line, e.g. `call_KB azure_ai_search({"query":"…"})`, `"The internal codename "`. */
export function describeContent(content: Content): string {
  switch (content.type) {
    case 'text':
      return quoteShort(str(content.text) ?? '');
    case 'text_reasoning': {
      const text = str(content.text);
      return text ? quoteShort(text) : content.protected_data ? '(protected data)' : '""';
    }
    case 'function_call':
      return `${str(content.call_id) || '(no call_id)'} ${str(content.name) || '(no name)'}(${args(content.arguments)})`;
    case 'function_result':
      return `${str(content.call_id) ?? ''} → ${compactJson(content.result ?? content.items ?? null, 160)}`;
    case 'usage':
      return compactJson(content.usage_details, 160);
    case 'mcp_server_tool_call':
      return `${str(content.server_name) ?? ''}.${str(content.tool_name) ?? ''}(${args(content.arguments)})`;
    default: {
      const { type: _type, additional_properties: _props, ...rest } = content;
      return compactJson(rest, 160);
    }
  }
}
