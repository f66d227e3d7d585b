import { useInspector } from '../../store';
import { useActions, useLastStep, useLesson, useWatchSteps } from './useTeach';

/**
 * A range input over the wire events (keyboard: arrows, Page Up/Down, Home/End), with the
 * lesson's steps to watch marked on it.
 */
export function Scrubber() {
  const step = useInspector((s) => s.playerStep);
  const last = useLastStep();
  const lesson = useLesson();
  const watch = useWatchSteps(lesson);
  const { stepTo } = useActions();
  if (last < 0) return <div className="scrubber" />;
  const at = (k: number) => `${last === 0 ? 0 : (k / last) * 100}%`;

  return (
    <div className="scrubber">
      <input
        type="range"
        min={0}
        max={last}
        step={1}
        value={step}
        aria-label="Wire event"
        aria-valuetext={`event ${step} of ${last}`}
        data-testid="scrubber"
        onChange={(e) => stepTo(Number(e.target.value))}
      />
      <div className="scrubber-marks" aria-hidden="true">
        {watch.map((k, i) =>
          k === null ? null : (
            <button
              key={i}
              type="button"
              tabIndex={-1}
              className="scrubber-mark"
              data-current={k === step || undefined}
              style={{ left: at(k) }}
              title={`${i + 1}. ${lesson!.watch[i].label}`}
              onClick={() => stepTo(k)}
            >
              {i + 1}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
