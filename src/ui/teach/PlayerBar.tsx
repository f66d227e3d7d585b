import { STEP_KINDS, type StepKind } from '../../core/teach/stepsOfKind';
import { useInspector } from '../../store';
import { PACES_MS } from '../../store/playerSlice';
import { Scrubber } from './Scrubber';
import { useActions, useLastStep, useLesson } from './useTeach';
import './player.css';

const paceLabel = (ms: number) => `${ms / 1000} s`;

/** The step-through player: where the input pane is while teaching mode is on. */
export function PlayerBar() {
  const lesson = useLesson();
  const step = useInspector((s) => s.playerStep);
  const playing = useInspector((s) => s.playerPlaying);
  const pace = useInspector((s) => s.playerPaceMs);
  const jumpKind = useInspector((s) => s.jumpKind);
  const note = useInspector((s) => s.playerNote);
  const { stepTo, stepBy, setPlaying, setPace, setJumpKind, jumpToKind, openLessons, exitTeaching } = useActions();
  const last = useLastStep();
  const empty = last < 0;

  return (
    <section className="player-bar" aria-label="Step-through player" data-testid="player-bar">
      <div className="player-title">
        <span className="fact-label">{lesson ? 'Lesson' : 'Step-through'}</span>
        <span className="player-lesson" title={lesson?.title}>
          {lesson ? lesson.title : 'any stream, event by event'}
        </span>
      </div>
      <div className="player-controls" role="group" aria-label="Player">
        <button type="button" className="tool-button" onClick={() => stepTo(0)} disabled={empty || step <= 0} aria-label="First event" title="First event">
          ⇤
        </button>
        <button type="button" className="tool-button" data-testid="player-prev" onClick={() => stepBy(-1)} disabled={empty || step <= 0} title="Previous event (p)">
          ◀ Prev
        </button>
        <button type="button" className="tool-button primary player-play" data-testid="player-play" onClick={() => setPlaying(!playing)} disabled={empty} title="Play / pause (Space)">
          {playing ? '❚❚ Pause' : '▶ Play'}
        </button>
        <button type="button" className="tool-button" data-testid="player-next" onClick={() => stepBy(1)} disabled={empty || step >= last} title="Next event (n)">
          Next ▶
        </button>
        <button type="button" className="tool-button" onClick={() => stepTo(last)} disabled={empty || step >= last} aria-label="Last event" title="Last event">
          ⇥
        </button>
        <select aria-label="Pace: seconds per event while playing" title="Seconds per event while playing" value={pace} onChange={(e) => setPace(Number(e.target.value))}>
          {PACES_MS.map((ms) => (
            <option key={ms} value={ms}>
              {paceLabel(ms)}
            </option>
          ))}
        </select>
      </div>
      <div className="player-jump" role="group" aria-label="Jump to a decision">
        <button type="button" className="tool-button" onClick={() => jumpToKind(-1)} disabled={empty} title="Previous of this kind ([)" aria-label="Previous of this kind">
          ◀
        </button>
        <select aria-label="Jump to" data-testid="jump-kind" value={jumpKind} onChange={(e) => setJumpKind(e.target.value as StepKind)}>
          {STEP_KINDS.map(({ kind, label }) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
        <button type="button" className="tool-button" data-testid="jump-next" onClick={() => jumpToKind(1)} disabled={empty} title="Next of this kind (])" aria-label="Next of this kind">
          ▶
        </button>
      </div>
      <Scrubber />
      <span className="player-position" data-testid="player-position" aria-live="polite">
        {empty ? 'no events' : `event ${step} of ${last}`}
      </span>
      {note && (
        <span className="player-note" role="status">
          {note}
        </span>
      )}
      <div className="player-actions">
        <button type="button" className="tool-button" onClick={openLessons} title="Lessons (l)">
          Lessons
        </button>
        <button type="button" className="tool-button" data-testid="teach-exit" onClick={exitTeaching} title="Leave teaching mode: the panes show the whole trace again">
          Exit
        </button>
      </div>
    </section>
  );
}
