import { describe, expect, it } from 'vitest';
import { recordingFromFiles } from '../capture/recordingFiles';
import { ReplayPlayer, type ReplayClock, type ReplayProgress } from './recordingsReplay';

const sse = 'data: {"type":"a"}\n\ndata: {"type":"b"}\n\ndata: {"type":"ü"}\n\n';
const bytes = new TextEncoder().encode(sse);
// Three reads at 100, 300 and 1000 ms; the "ü" is split across the last two reads.
const split = bytes.indexOf(0xc3) + 1;
const timing = JSON.stringify({ format: 'stream-inspector/capture-timing@1', request: {}, endpoint: 'responses', baseURL: '', startedAt: '', status: 200, responseHeaders: {}, endedBy: 'complete', notes: [], byteLength: bytes.length, chunks: [[100, 20], [300, split - 20], [1000, bytes.length - split]] });
const recording = recordingFromFiles(bytes, timing);

/** A clock the test moves by hand; timers fire when their time comes. */
function fakeClock(): ReplayClock & { advance: (ms: number) => void; stall: (ms: number) => void } {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let next = 1;
  return {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = next++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = Math.max(now, due.at);
        due.run();
      }
      now = until;
    },
    /** The page was busy: time passes before any timer gets to run. */
    stall(ms) {
      now += ms;
      this.advance(0);
    },
  };
}

function setup() {
  const clock = fakeClock();
  const seen: ReplayProgress[] = [];
  const player = new ReplayPlayer(recording, (p) => seen.push(p), clock);
  const last = () => seen[seen.length - 1];
  return { clock, player, seen, last };
}

describe('ReplayPlayer', () => {
  it('delivers each read at its recorded time at speed 1, whole characters only', () => {
    const { clock, player, last } = setup();
    player.play(1);
    clock.advance(99);
    expect(last().delivered).toBe(0);
    clock.advance(1);
    expect(last()).toMatchObject({ delivered: 1, atMs: 100, text: 'data: {"type":"a"}\n\n' });
    clock.advance(200);
    expect(last().delivered).toBe(2);
    expect(last().text.endsWith('"type":"')).toBe(true); // the half "ü" waits for its second byte
    clock.advance(700);
    expect(last()).toMatchObject({ delivered: 3, done: true, playing: false, text: sse });
  });

  it('runs faster at a higher speed', () => {
    const { clock, player, last } = setup();
    player.play(10);
    clock.advance(100);
    expect(last()).toMatchObject({ done: true, text: sse });
  });

  it('pauses, resumes where it was, and changes speed mid-way', () => {
    const { clock, player, last } = setup();
    player.play(1);
    clock.advance(150);
    player.pause();
    clock.advance(5000);
    expect(last()).toMatchObject({ delivered: 1, playing: false });
    player.play(1);
    clock.advance(199);
    expect(last().delivered).toBe(1);
    clock.advance(1);
    expect(last().delivered).toBe(2);
    player.setSpeed(7);
    clock.advance(100);
    expect(last()).toMatchObject({ done: true });
  });

  it('steps one read at a time, and starts over once finished', () => {
    const { player, last } = setup();
    player.step();
    player.step();
    player.step();
    expect(last()).toMatchObject({ delivered: 3, done: true, playing: false, text: sse });
    player.step();
    expect(last()).toMatchObject({ delivered: 1, text: 'data: {"type":"a"}\n\n' });
  });

  it('delivers reads that are due together in one go when the page falls behind', () => {
    const { clock, player, seen } = setup();
    player.play(1);
    const before = seen.length;
    clock.stall(5000);
    expect(seen.length - before).toBe(1);
    expect(seen[seen.length - 1]).toMatchObject({ delivered: 3, done: true });
  });
});
