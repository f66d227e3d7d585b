import { useInspector } from '../../store';
import { LessonCard } from './LessonCard';
import { LessonList } from './LessonList';
import { LifecycleDiagram } from './LifecycleDiagram';
import { useLesson } from './useTeach';
import './teach.css';

/** Step-through without a lesson: how to use the player on any stream. */
function StepThroughIntro() {
  return (
    <section className="lesson-card" data-testid="step-through-intro">
      <h2 className="teach-heading">Step through this stream</h2>
      <p className="lesson-goal">
        Every pane now shows the stream as of one event: the events arrived so far, the items open, the Content produced, the aggregated
        message and the AG-UI events emitted. The Narration tab explains the current event from the parser's own decision records.
      </p>
      <p className="teach-muted">
        <kbd>n</kbd> / <kbd>p</kbd> next and previous event, <kbd>Space</kbd> play, <kbd>]</kbd> / <kbd>[</kbd> next and previous decision of the
        kind chosen in the player (a deferral, a duplicate, a finding …). Open the <strong>Lessons</strong> for guided tours.
      </p>
    </section>
  );
}

/**
 * Teaching mode's column beside the panes: the lesson (or the lesson list) and, pinned below, the
 * lifecycle diagram. The narration of the current event is in the Narration tab below the panes.
 */
export function TeachColumn() {
  const lessonsOpen = useInspector((s) => s.lessonsOpen);
  const lesson = useLesson();
  return (
    <aside className="teach-column" aria-label="Teaching" data-testid="teach-column">
      <div className="teach-scroll">
        {lessonsOpen ? <LessonList /> : lesson ? <LessonCard key={lesson.id} lesson={lesson} /> : <StepThroughIntro />}
      </div>
      {!lessonsOpen && <LifecycleDiagram />}
    </aside>
  );
}

/** Header button: opens the lessons from the start page (also the `l` key). */
export function LessonsButton() {
  const openLessons = useInspector((s) => s.openLessons);
  return (
    <button type="button" className="tool-button" data-testid="lessons-button" onClick={openLessons} title="Guided lessons: step through streams with every decision explained (l)">
      Lessons
    </button>
  );
}

/** Header button: step through the current stream, whatever it came from (sample, paste, capture). */
export function StepThroughButton() {
  const active = useInspector((s) => s.playerActive);
  const startPlayer = useInspector((s) => s.startPlayer);
  const exitTeaching = useInspector((s) => s.exitTeaching);
  return (
    <button
      type="button"
      className="toggle"
      data-testid="step-through"
      aria-pressed={active}
      onClick={() => (active ? exitTeaching() : startPlayer(0))}
      title="Step through this stream event by event, with every parser decision explained"
    >
      Step through
    </button>
  );
}
