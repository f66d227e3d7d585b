import { describe, it, expect } from 'vitest';
import { decodeInput } from './decode';

/**
 * A 50 MB paste must decode in linear time. A quadratic step (re-encoding prefixes for byte
 * offsets, rescanning for the next CR) would take minutes at this size, so a generous bound still
 * catches it without being flaky on a slow CI machine.
 */
describe('large input', () => {
  it('decodes a ~50 MB SSE paste of many concatenated responses in linear time with exact offsets', () => {
    const frames: string[] = [];
    const turnsWanted = 2_000;
    const deltasPerTurn = 60;
    for (let t = 0; t < turnsWanted; t++) {
      let seq = 0;
      frames.push(`event: response.created\ndata: {"type":"response.created","sequence_number":${seq++},"response":{"id":"resp_${t}","object":"response"}}\n\n`);
      for (let d = 0; d < deltasPerTurn; d++) {
        const text = `Grüße, 日本語 😀 ${'lorem ipsum dolor sit amet '.repeat(12)}`;
        frames.push(`event: response.output_text.delta\ndata: {"type":"response.output_text.delta","sequence_number":${seq++},"delta":${JSON.stringify(text)}}\n\n`);
      }
      frames.push(`event: response.completed\ndata: {"type":"response.completed","sequence_number":${seq++},"response":{"id":"resp_${t}","object":"response"}}\n\n`);
    }
    const text = frames.join('');
    expect(text.length).toBeGreaterThan(45_000_000);

    const started = performance.now();
    const result = decodeInput(text);
    const elapsed = performance.now() - started;

    expect(result.events).toHaveLength(turnsWanted * (deltasPerTurn + 2));
    expect(result.events[result.events.length - 1].turn).toBe(turnsWanted - 1);
    const last = result.events[result.events.length - 1];
    const lastFrame = frames[frames.length - 1].trimEnd();
    expect(last.byteOffset).toBe(Buffer.byteLength(text) - Buffer.byteLength(`${lastFrame}\n\n`));
    expect(last.byteLength).toBe(Buffer.byteLength(lastFrame));
    expect(last.line).toBe(frames.length * 3 - 2);
    expect(elapsed).toBeLessThan(20_000);
  }, 60_000);
});
