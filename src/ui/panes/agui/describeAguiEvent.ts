import type { AguiEvent } from '../../../core/agui/types';
import { compactJson, quoteShort } from '../shared/rowAttributes';

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What a user scans an AG-UI event for, in one line (ids live in the group header). */
export function describeAguiEvent(event: AguiEvent): string {
  switch (event.type) {
    case 'TEXT_MESSAGE_CONTENT':
    case 'TEXT_MESSAGE_CHUNK':
    case 'REASONING_MESSAGE_CONTENT':
    case 'REASONING_MESSAGE_CHUNK':
    case 'TOOL_CALL_ARGS':
    case 'TOOL_CALL_CHUNK':
      return quoteShort(str(event.delta) ?? '');
    case 'TOOL_CALL_START':
      return str(event.toolCallName) ?? '';
    case 'TOOL_CALL_RESULT':
      return typeof event.content === 'string' ? quoteShort(event.content) : compactJson(event.content);
    case 'TEXT_MESSAGE_START':
    case 'REASONING_MESSAGE_START':
      return str(event.role) ?? '';
    case 'RUN_STARTED':
    case 'RUN_FINISHED':
      return str(event.runId) ?? '';
    case 'RUN_ERROR':
      return `${str(event.code) ? `${str(event.code)}: ` : ''}${str(event.message) ?? ''}`;
    case 'CUSTOM':
      return `${str(event.name) ?? ''} ${compactJson(event.value, 80)}`;
    case 'MESSAGES_SNAPSHOT':
      return Array.isArray(event.messages) ? `${event.messages.length} messages` : '';
    case 'REASONING_ENCRYPTED_VALUE':
      return `${str(event.subtype) ?? ''} ${str(event.entityId) ?? ''}`;
    case 'STATE_SNAPSHOT':
    case 'STATE_DELTA':
      return compactJson(event.snapshot ?? event.delta, 80);
    default:
      return '';
  }
}
