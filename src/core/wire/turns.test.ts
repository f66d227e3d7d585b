import { describe, it, expect } from 'vitest';
import { decodeInput } from './decode';

const ev = (type: string, seq?: number, extra = ''): string =>
  `{"type":"${type}"${seq === undefined ? '' : `,"sequence_number":${seq}`}${extra}}`;

describe('turns: several responses in one paste', () => {
  it('splits two complete responses pasted back to back (sequence_number restarts at 0)', () => {
    const first = [ev('response.created', 0), ev('response.in_progress', 1), ev('response.completed', 2)];
    const second = [ev('response.created', 0), ev('response.in_progress', 1), ev('response.completed', 2)];
    const result = decodeInput([...first, ...second].map((l) => `event: ${JSON.parse(l).type}\ndata: ${l}\n\n`).join(''));
    expect(result.events.map((e) => e.turn)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('starts a new turn at a resumed stream that begins at response.queued without response.created', () => {
    const text = [
      ev('response.created', 0),
      ev('response.in_progress', 1),
      ev('response.output_text.delta', 2),
      ev('response.output_text.delta', 3),
      // resumed with starting_after=2: restarts at the same number the first capture ended on
      ev('response.queued', 3),
      ev('response.output_text.delta', 4),
      ev('response.completed', 5),
    ].join('\n');
    expect(decodeInput(text).events.map((e) => e.turn)).toEqual([0, 0, 0, 0, 1, 1, 1]);
  });

  it('splits at a second response.created when there are no sequence numbers (early-2025 captures)', () => {
    const text = [ev('response.created'), ev('response.completed'), ev('response.created'), ev('response.completed')].join('\n');
    expect(decodeInput(text).events.map((e) => e.turn)).toEqual([0, 0, 1, 1]);
  });

  it('does not start a new turn at the first response.created even after a garbage line', () => {
    const text = ['garbage', ev('response.created', 0), ev('response.completed', 1)].join('\n');
    expect(decodeInput(text).events.map((e) => e.turn)).toEqual([0, 0, 0]);
  });

  it('flags a repeated sequence_number instead of starting a new turn', () => {
    const delta = ev('response.output_text.delta', 2);
    const text = [ev('response.created', 0), ev('response.in_progress', 1), delta, delta, delta, ev('response.completed', 3)].join('\n');
    const events = decodeInput(text).events;
    expect(events.map((e) => e.turn)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(events.map((e) => e.problems.map((p) => p.kind))).toEqual([[], [], [], ['sequence_out_of_order'], ['sequence_out_of_order'], []]);
    expect(events[3].problems[0].message).toContain('sequence_number 2 after 2');
  });

  it('keeps one turn for a normal stream', () => {
    const text = [ev('response.created', 0), ev('response.output_text.delta', 1), ev('response.completed', 2)].join('\n');
    expect(decodeInput(text).events.map((e) => e.turn)).toEqual([0, 0, 0]);
  });

  it('splits Chat Completions chunks when the chunk id changes', () => {
    const chunk = (id: string) =>
      `data: {"id":"${id}","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"x"}}]}\n\n`;
    const result = decodeInput(chunk('chatcmpl-a') + chunk('chatcmpl-a') + chunk('chatcmpl-b') + chunk('chatcmpl-b') + 'data: [DONE]\n\n');
    expect(result.api).toBe('chat.completions');
    expect(result.events.map((e) => e.turn)).toEqual([0, 0, 1, 1]);
  });
});
