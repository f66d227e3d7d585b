import { useEffect, useRef } from 'react';
import { LESSONS } from '../../core/teach/lessons';
import { useInspector } from '../../store';
import { useActions } from './useTeach';

/** The guided lessons, in order; each starts its scenario under its profile at the first event. */
export function LessonList() {
  const current = useInspector((s) => s.lessonId);
  const { startLesson, closeLessons } = useActions();
  const list = useRef<HTMLOListElement>(null);
  // Opened with `l` or the header button: the keyboard continues in the list (Tab, Enter).
  useEffect(() => {
    const current = list.current?.querySelector<HTMLButtonElement>('[aria-current="true"]');
    (current ?? list.current?.querySelector<HTMLButtonElement>('button'))?.focus();
  }, []);
  return (
    <section className="lesson-list" aria-label="Lessons" data-testid="lesson-list">
      <h2 className="teach-heading">Lessons</h2>
      <p className="teach-muted">
        Each lesson steps through one small stream. Watch the panes on the right fill up as events arrive, read what the parser did and why,
        and see the AG-UI lifecycles move below. Keys: <kbd>n</kbd> next, <kbd>p</kbd> previous, <kbd>Space</kbd> play, <kbd>a</kbd> answer.
      </p>
      <ol className="lesson-items" ref={list}>
        {LESSONS.map((lesson, i) => (
          <li key={lesson.id}>
            <button
              type="button"
              className="lesson-item"
              data-testid={`lesson-${lesson.id}`}
              aria-current={lesson.id === current || undefined}
              onClick={() => void startLesson(lesson.id)}
            >
              <span className="lesson-number">{i + 1}</span>
              <span className="lesson-text">
                <span className="lesson-title">{lesson.title}</span>
                <span className="teach-muted">{lesson.goal}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="link-button" onClick={closeLessons}>
        {current ? 'Back to the lesson' : 'Step through the current stream instead'} →
      </button>
    </section>
  );
}
