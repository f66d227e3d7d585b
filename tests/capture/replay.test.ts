import { describe, expect, it } from 'vitest';
import { captureStream } from '../../src/capture/captureStream';
import { recordingFromFiles } from '../../src/capture/recordingFiles';
import { replayFrames, replayRecording, type ReplayFrame } from '../../src/capture/replay';
import { buildTrace } from '../../src/core/trace';
import { useProvider } from '../provider/fixture';

const { provider } = useProvider();

function liveCapture(model: string) {
  return captureStream({
    apiKey: 'sk-replay-test-00000000000000',
    baseURL: provider().url,
    endpoint: 'responses',
    body: { model, input: 'hi' },
    headers: { 'x-replay-delay-ms': '3' },
  });
}

describe('replayRecording', () => {
  it('at speed 10 delivers every chunk in order and ends with the recorded text', async () => {
    const recording = await liveCapture('05-hosted-function-call-with-output-toolbox-kb');
    const frames: ReplayFrame[] = [];
    const started = performance.now();
    const result = await replayRecording(recording, { speed: 10, onChunk: (f) => frames.push(f) });
    const elapsed = performance.now() - started;
    expect(result).toEqual({ delivered: recording.chunks.length, endedBy: 'complete' });
    expect(frames.map((f) => f.index)).toEqual(recording.chunks.map((_, i) => i));
    for (const frame of frames) expect(recording.text.startsWith(frame.text)).toBe(true);
    expect(frames.map((f) => f.delta).join('')).toBe(recording.text);
    expect(frames.at(-1)?.text).toBe(recording.text);
    expect(frames.at(-1)?.last).toBe(true);
    const recordedSpan = recording.chunks.at(-1)!.arrivalMs;
    expect(elapsed).toBeGreaterThanOrEqual(recordedSpan / 10 - 2);
    // Each prefix is something the inspector can trace; the last equals the whole capture.
    expect(buildTrace(frames.at(-1)!.text).steps.length).toBe(buildTrace(recording.text).steps.length);
  });

  it('waits arrivalMs / speed from the replay start (fake clock)', async () => {
    const recording = recordingFromFiles('data: {"a":1}\n\ndata: {"a":2}\n\ndata: {"a":3}\n\n');
    let clock = 1000;
    const waits: number[] = [];
    await replayRecording(recording, {
      speed: 10,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
      onChunk: () => {},
    });
    expect(waits).toEqual([1.5, 1.5]); // chunks at 0, 15, 30 ms; the first needs no wait
  });

  it("steps one chunk per next() with speed 'step'", async () => {
    const recording = recordingFromFiles('data: {"a":1}\n\ndata: {"a":2}\n\n');
    const steps = replayFrames(recording, { speed: 'step' });
    expect((await steps.next()).value?.text).toBe('data: {"a":1}\n\n');
    expect((await steps.next()).value?.text).toBe(recording.text);
    expect((await steps.next()).done).toBe(true);
  });

  it('stops when aborted and reports it', async () => {
    const recording = recordingFromFiles('data: 1\n\ndata: 2\n\ndata: 3\n\ndata: 4\n\n');
    const controller = new AbortController();
    const result = await replayRecording(recording, {
      speed: 1,
      signal: controller.signal,
      onChunk: (frame) => frame.index === 1 && controller.abort(),
    });
    expect(result).toEqual({ delivered: 2, endedBy: 'aborted' });
  });

  it('never hands out half a character when a read splits one', async () => {
    const text = 'data: {"t":"héllo ✓"}\n\n';
    const bytes = new TextEncoder().encode(text);
    const split = bytes.indexOf(0xe2) + 1; // inside the 3-byte ✓
    const recording = {
      ...recordingFromFiles(bytes),
      chunks: [
        { arrivalMs: 0, byteOffset: 0, byteLength: split },
        { arrivalMs: 1, byteOffset: split, byteLength: bytes.length - split },
      ],
    };
    const frames: ReplayFrame[] = [];
    await replayRecording(recording, { speed: Infinity, onChunk: (f) => frames.push(f) });
    expect(frames[0].text).not.toContain('\uFFFD');
    expect(text.startsWith(frames[0].text)).toBe(true);
    expect(frames[1].text).toBe(text);
  });

  it('rejects a speed that is not positive', async () => {
    const recording = recordingFromFiles('data: 1\n\n');
    await expect(replayRecording(recording, { speed: 0, onChunk: () => {} })).rejects.toThrow(RangeError);
  });
});
