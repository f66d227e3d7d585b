import type { Recording } from '../capture/types';

/** What the inspector is given after each delivered read. */
export interface ReplayProgress {
  /** Everything delivered so far (a prefix of `recording.text`, whole characters only). */
  text: string;
  delivered: number;
  total: number;
  /** Recorded arrival of the last delivered read (ms after the request was sent). */
  atMs: number;
  playing: boolean;
  done: boolean;
}

export interface ReplayClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realClock: ReplayClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Plays a recording's reads into the inspector at their recorded pace (or `speed` times faster),
 * and can pause, step one read at a time, change speed mid-way and restart. replay.ts's iterator
 * cannot pause or change speed once started, hence this small player. Waits are measured from an
 * anchor (not read to read), so timer lateness never accumulates; reads that are due together are
 * delivered together, so a slow page never falls behind the recording.
 */
export class ReplayPlayer {
  private position = 0;
  private text = '';
  private decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  private timer: unknown = null;
  private playing = false;
  private speed = 1;
  /** `now()` at which the recording's time 0 would have been, at the current speed. */
  private anchor = 0;

  constructor(
    private readonly recording: Recording,
    private readonly onProgress: (progress: ReplayProgress) => void,
    private readonly clock: ReplayClock = realClock,
  ) {}

  get total(): number {
    return this.recording.chunks.length;
  }

  play(speed = this.speed): void {
    if (!(speed > 0)) throw new RangeError(`replay speed must be > 0 (got ${speed})`);
    if (this.position >= this.total) this.reset();
    this.speed = speed;
    this.playing = true;
    this.reanchor();
    this.emit();
    this.schedule();
  }

  pause(): void {
    this.playing = false;
    this.cancelTimer();
    this.emit();
  }

  /** Delivers the next read now and pauses (a step is always one network read). */
  step(): void {
    this.playing = false;
    this.cancelTimer();
    if (this.position >= this.total) this.reset();
    this.deliver(1);
    this.emit();
  }

  setSpeed(speed: number): void {
    if (!(speed > 0)) throw new RangeError(`replay speed must be > 0 (got ${speed})`);
    this.speed = speed;
    if (!this.playing) return;
    this.reanchor();
    this.cancelTimer();
    this.schedule();
  }

  stop(): void {
    this.playing = false;
    this.cancelTimer();
  }

  private reset(): void {
    this.position = 0;
    this.text = '';
    this.decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  }

  private lastArrival(): number {
    return this.position > 0 ? this.recording.chunks[this.position - 1].arrivalMs : 0;
  }

  private reanchor(): void {
    this.anchor = this.clock.now() - this.lastArrival() / this.speed;
  }

  private schedule(): void {
    if (!this.playing || this.position >= this.total) return;
    const due = this.anchor + this.recording.chunks[this.position].arrivalMs / this.speed;
    this.timer = this.clock.setTimeout(() => this.tick(), Math.max(0, due - this.clock.now()));
  }

  private tick(): void {
    this.timer = null;
    if (!this.playing) return;
    const now = this.clock.now();
    let count = 0;
    while (this.position + count < this.total && this.anchor + this.recording.chunks[this.position + count].arrivalMs / this.speed <= now) count += 1;
    this.deliver(Math.max(1, count));
    if (this.position >= this.total) this.playing = false;
    this.emit();
    this.schedule();
  }

  private deliver(count: number): void {
    const { chunks, bytes } = this.recording;
    const end = Math.min(this.total, this.position + count);
    for (; this.position < end; this.position += 1) {
      const chunk = chunks[this.position];
      const last = this.position === this.total - 1;
      this.text += this.decoder.decode(bytes.subarray(chunk.byteOffset, chunk.byteOffset + chunk.byteLength), { stream: !last });
    }
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private emit(): void {
    this.onProgress({
      text: this.text,
      delivered: this.position,
      total: this.total,
      atMs: this.lastArrival(),
      playing: this.playing,
      done: this.position >= this.total,
    });
  }
}
