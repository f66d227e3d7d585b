import type { EndpointKind } from './types';

/**
 * Starting points for the request body, per endpoint kind (issue #6: plain text, function tools,
 * a hosted MCP tool). `model` and `stream` are left out on purpose: the panel's model field and
 * the forced `stream: true` are added when the request is sent (captureRequest.ts).
 */
export interface BodyTemplate {
  id: string;
  label: string;
  kind: EndpointKind;
  body: Record<string, unknown>;
}

const weatherParameters = {
  type: 'object',
  properties: { city: { type: 'string', description: 'City name, e.g. Paris' } },
  required: ['city'],
  additionalProperties: false,
};

export const BODY_TEMPLATES: BodyTemplate[] = [
  {
    id: 'responses-text',
    label: 'Plain text',
    kind: 'responses',
    body: { input: 'Say hello in five words.', instructions: 'You are a concise assistant.', store: false },
  },
  {
    id: 'responses-tools',
    label: 'Function tools',
    kind: 'responses',
    body: {
      input: 'What is the weather in Paris?',
      tools: [{ type: 'function', name: 'get_weather', description: 'Current weather for a city', parameters: weatherParameters, strict: true }],
      store: false,
    },
  },
  {
    id: 'responses-mcp',
    label: 'Hosted MCP tool',
    kind: 'responses',
    body: {
      input: 'Which transport protocols does the MCP specification define? Use the tool.',
      tools: [{ type: 'mcp', server_label: 'deepwiki', server_url: 'https://mcp.deepwiki.com/mcp', require_approval: 'never' }],
      store: false,
    },
  },
  {
    id: 'responses-continue',
    label: 'Continue a response',
    kind: 'responses',
    body: { input: 'And in ten words?', previous_response_id: 'resp_…', store: true },
  },
  {
    id: 'chat-text',
    label: 'Plain text',
    kind: 'chat.completions',
    body: { messages: [{ role: 'system', content: 'You are a concise assistant.' }, { role: 'user', content: 'Say hello in five words.' }] },
  },
  {
    id: 'chat-tools',
    label: 'Function tools',
    kind: 'chat.completions',
    body: {
      messages: [{ role: 'user', content: 'What is the weather in Paris?' }],
      tools: [{ type: 'function', function: { name: 'get_weather', description: 'Current weather for a city', parameters: weatherParameters } }],
      stream_options: { include_usage: true },
    },
  },
  {
    id: 'agui-run',
    label: 'RunAgentInput',
    kind: 'agui',
    body: { messages: [{ role: 'user', content: 'Say hello in five words.' }], tools: [], context: [], state: {}, forwardedProps: {} },
  },
];

export const templatesFor = (kind: EndpointKind) => BODY_TEMPLATES.filter((t) => t.kind === kind);

export const templateText = (template: BodyTemplate) => JSON.stringify(template.body, null, 2);

/** True when the body is still one of the templates as given (so switching kind may replace it). */
export const isUntouchedTemplate = (body: string) => body.trim() === '' || BODY_TEMPLATES.some((t) => templateText(t) === body);
