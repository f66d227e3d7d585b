import { useInspector } from '../../store';
import { REPLAY_SPEEDS } from '../../store/recordingsSlice';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Controls of the replay under way: play/pause, one read at a time, speed, stop. */
export function ReplayBar() {
  const replay = useInspector((s) => s.replay);
  const toggle = useInspector((s) => s.toggleReplay);
  const step = useInspector((s) => s.stepReplay);
  const setSpeed = useInspector((s) => s.setReplaySpeed);
  const stop = useInspector((s) => s.stopReplay);
  if (!replay) return null;

  return (
    <div className="replay-bar" data-testid="replay-bar" role="group" aria-label={`Replay of ${replay.name}`}>
      <span className="replay-name" title={replay.name}>
        {replay.done ? 'Replayed' : replay.playing ? 'Replaying' : 'Paused'} <strong>{replay.name}</strong>
      </span>
      <button type="button" className="tool-button" data-testid="replay-toggle" onClick={toggle}>
        {replay.playing ? '❚❚ Pause' : replay.done ? '▶ Again' : '▶ Play'}
      </button>
      <button type="button" className="tool-button" data-testid="replay-step" onClick={step} title="Deliver the next network read and pause">
        Step
      </button>
      <select data-testid="replay-speed" aria-label="Replay speed" value={replay.speed} onChange={(e) => setSpeed(Number(e.target.value))}>
        {REPLAY_SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s === 1 ? '1× (recorded)' : `${s}×`}
          </option>
        ))}
      </select>
      <span className="replay-progress mono" data-testid="replay-progress" data-delivered={replay.delivered} data-total={replay.total}>
        read {replay.delivered}/{replay.total} · {seconds(replay.atMs)} of {seconds(replay.durationMs)}
      </span>
      <button type="button" className="tool-button" data-testid="replay-stop" onClick={stop} title="End the replay (what was delivered stays)">
        ■
      </button>
    </div>
  );
}
