import type { ServerResponse } from 'node:http';

export type StreamOutcome = 'complete' | 'cut' | 'client-closed';

export interface StreamPlan {
  frames: Buffer[];
  delayMs: number;
  /** Stop in the middle of a frame and destroy the socket, like a dropped connection. */
  cut: boolean;
}

/**
 * Writes the frames with a fixed pause between them. The recordings carry no timing, so a small
 * fixed delay stands in for it: enough that each frame arrives as its own network read and a
 * live capture visibly streams.
 */
export async function writeFrames(res: ServerResponse, plan: StreamPlan): Promise<StreamOutcome> {
  res.socket?.setNoDelay(true); // one frame, one packet: otherwise Nagle merges small frames
  const cutAt = plan.cut ? Math.floor(plan.frames.length / 2) : plan.frames.length;
  for (let i = 0; i < cutAt; i += 1) {
    if (i > 0 && plan.delayMs > 0) await sleep(plan.delayMs);
    if (!(await write(res, plan.frames[i]))) return 'client-closed';
  }
  if (!plan.cut) {
    res.end();
    return 'complete';
  }
  const frame = plan.frames[cutAt];
  if (frame && frame.length > 1) {
    if (cutAt > 0 && plan.delayMs > 0) await sleep(plan.delayMs);
    // Half of the next frame: never its terminating blank line, so the client sees a torn event.
    if (!(await write(res, frame.subarray(0, Math.floor(frame.length / 2))))) return 'client-closed';
  }
  // Give the half frame time to leave before the connection drops without a terminating chunk.
  await sleep(Math.max(plan.delayMs, 20));
  res.socket?.destroy();
  return 'cut';
}

/** Resolves true once the bytes are handed to the socket, false if the client has gone. */
function write(res: ServerResponse, bytes: Buffer): Promise<boolean> {
  if (res.destroyed || res.writableEnded) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onClose = () => resolve(false);
    res.once('close', onClose);
    res.write(bytes, (error) => {
      res.off('close', onClose);
      resolve(!error && !res.destroyed);
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
