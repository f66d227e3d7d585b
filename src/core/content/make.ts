import type { Content, FunctionCallContent } from './types';

/**
 * Constructors for the Content kinds the parsers produce, in `Content.to_dict()` shape.
 * `null`/`undefined` fields are left out, as `to_dict()` omits None.
 */
export function makeContent(type: string, fields: Record<string, unknown> = {}, additional: Record<string, unknown> = {}): Content {
  const content: Content = { type, additional_properties: additional };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) content[key] = value;
  }
  return content;
}

export function textContent(text: string, additional: Record<string, unknown> = {}, annotations?: unknown[]): Content {
  return makeContent('text', { text, annotations }, additional);
}

export function functionCallContent(fields: {
  call_id: string;
  name: string;
  arguments?: string | Record<string, unknown> | null;
  informational_only?: boolean;
  additional_properties?: Record<string, unknown>;
}): FunctionCallContent {
  const content = makeContent(
    'function_call',
    { call_id: fields.call_id, name: fields.name, arguments: fields.arguments },
    fields.additional_properties ?? {},
  ) as FunctionCallContent;
  // spec §4.1: serialized only on function_call and only when true.
  if (fields.informational_only) content.informational_only = true;
  return content;
}

export function usageContent(usage: Record<string, number>): Content {
  return makeContent('usage', { usage_details: usage });
}

/** spec §4.1: mcp_server_tool_call is always informational; a function_call only when flagged. */
export function isInformational(content: Content): boolean {
  return content.type === 'mcp_server_tool_call' || (content.type === 'function_call' && content.informational_only === true);
}

export function isFunctionCall(content: Content): content is FunctionCallContent {
  return content.type === 'function_call';
}
