/** AG-UI stage of the pipeline: Content → AG-UI events (emit) → Findings (verify). */
export { emitAgui, DEFAULT_INPUT_MESSAGES } from './emit';
export { serializeAguiSse } from './sse';
export { isEmittedContentType } from './emit-content';
export { randomIds, sequentialIds } from './ids';
export { chatClientExceptionMessage, clientRaisesOn } from './client-error';
export type { ClientKind } from './client-error';
export { verifyAgui, sortFindings } from './verify';
export { verifyProtocol } from './verify-protocol';
export { checkAguiSchema } from './schema';
export { verifyToolResults, verifyTermination } from './verify-results';
export { verifyProviderOutputs } from './verify-provider-output';
export { buildVerifyContext } from './verify-context';
export type { WirePayload } from './verify-context';
export { pyJsonDumps, makeJsonSafe } from './pyjson';
export type * from './types';
