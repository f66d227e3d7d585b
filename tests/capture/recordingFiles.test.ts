import { describe, expect, it } from 'vitest';
import { captureStream } from '../../src/capture/captureStream';
import { recordingFromFiles, recordingTimingJson, recordingToSse, TIMING_FORMAT } from '../../src/capture/recordingFiles';
import { arrivalAtByte } from '../../src/capture/arrival';
import { expectedBody, useProvider } from '../provider/fixture';

const { provider } = useProvider();

describe('saving and reopening a capture', () => {
  it('round-trips a live capture through .sse + timing sidecar', async () => {
    const recording = await captureStream({
      apiKey: 'sk-roundtrip-0000000000000000',
      baseURL: provider().url,
      endpoint: 'chat.completions',
      body: { model: '24-cc-tool-calls-two-sequential', messages: [] },
      headers: { 'x-replay-delay-ms': '2' },
    });
    const timing = recordingTimingJson(recording);
    expect(JSON.parse(timing).format).toBe(TIMING_FORMAT);
    expect(timing).not.toContain('sk-roundtrip');
    const reopened = recordingFromFiles(recordingToSse(recording), timing);
    expect(reopened).toEqual(recording);
  });

  it('opens a bare .sse file as one chunk per frame', () => {
    const body = expectedBody('01-text-only.ndjson');
    const recording = recordingFromFiles(body.toString('utf8'));
    expect(recording.chunks.length).toBe(body.toString().split('\n\n').length - 1);
    expect(recording.chunks.map((c) => c.arrivalMs).slice(0, 3)).toEqual([0, 15, 30]);
    expect(recording.endpoint).toBe('responses');
    expect(recording.endedBy).toBe('complete');
    expect(recordingFromFiles(expectedBody('22-cc-text-only.ndjson')).endpoint).toBe('chat.completions');
  });

  it('marks a bare file that stops mid-event as truncated', () => {
    const [frame, tail] = ['data: {"type":"response.created"}\n\n', 'data: {"type":"resp'];
    const recording = recordingFromFiles(frame + tail);
    expect(recording.endedBy).toBe('truncated');
    expect(recording.chunks.map((c) => c.byteLength)).toEqual([frame.length, tail.length]);
  });

  it('ignores a sidecar that does not match the stream, and says so', () => {
    const sse = 'data: {"a":1}\n\n';
    const timing = { format: TIMING_FORMAT, byteLength: 99, chunks: [[0, 99]] };
    const recording = recordingFromFiles(sse, JSON.stringify(timing));
    expect(recording.chunks).toEqual([{ arrivalMs: 0, byteOffset: 0, byteLength: sse.length }]);
    expect(recording.notes[0]).toMatch(/timing was ignored/);
    expect(() => recordingFromFiles(sse, '{"format":"something-else"}')).toThrow(/Not a capture timing file/);
  });

  it('finds when the byte ending an event arrived', () => {
    const chunks = [
      { arrivalMs: 5, byteOffset: 0, byteLength: 10 },
      { arrivalMs: 9, byteOffset: 10, byteLength: 10 },
    ];
    expect(arrivalAtByte(chunks, 10)).toBe(5);
    expect(arrivalAtByte(chunks, 11)).toBe(9);
    expect(arrivalAtByte(chunks, 21)).toBeUndefined();
  });
});
