/** Live capture: record a provider stream byte for byte, save/reopen it, replay it at its pace. */
export { captureStream, type CaptureOptions } from './captureStream';
export { arrivalAtByte } from './arrival';
export {
  chunksPerFrame,
  DEFAULT_FRAME_GAP_MS,
  recordingFromFiles,
  recordingTiming,
  recordingTimingJson,
  recordingToSse,
  TIMING_FORMAT,
  type CaptureTiming,
} from './recordingFiles';
export { replayFrames, replayRecording, type ReplayFrame, type ReplayOptions, type ReplayResult, type ReplaySpeed } from './replay';
export { maskSecretInText, MIN_STREAM_SECRET_LENGTH } from './secretMask';
export { endsMidFrame, splitSseFrames } from './sseFrames';
export type { EndedBy, EndpointKind, RecordedChunk, Recording, RecordingError } from './types';
