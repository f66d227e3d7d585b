import { LESSONS, type Lesson } from '../../core/teach/lessons';
import { useInspector } from '../../store';
import { useActions, useWatchSteps } from './useTeach';

/** The lesson being followed: its goal, stream, profiles, steps to watch, and question. */
export function LessonCard({ lesson }: { lesson: Lesson }) {
  const step = useInspector((s) => s.playerStep);
  const profile = useInspector((s) => s.profile);
  const answerShown = useInspector((s) => s.answerShown);
  const watch = useWatchSteps(lesson);
  const { stepTo, setProfile, showAnswer, startLesson } = useActions();
  const next = LESSONS[LESSONS.indexOf(lesson) + 1];

  return (
    <section className="lesson-card" aria-label={`Lesson: ${lesson.title}`} data-testid="lesson-card">
      <h2 className="teach-heading">
        {LESSONS.indexOf(lesson) + 1}. {lesson.title}
      </h2>
      <p className="lesson-goal">{lesson.goal}</p>
      <div className="lesson-stream">
        <span className="fact-label">stream</span>
        <span className="mono" title={lesson.sample}>
          {lesson.sample}
        </span>
      </div>
      {lesson.profiles.length > 1 && (
        <div className="lesson-profiles" role="group" aria-label="Parser profile for this lesson">
          {lesson.profiles.map((p) => (
            <button key={p.profile} type="button" className="toggle" aria-pressed={profile === p.profile} onClick={() => setProfile(p.profile)} title={p.profile}>
              {p.label}
            </button>
          ))}
        </div>
      )}
      <ol className="watch-list" aria-label="Steps to watch">
        {lesson.watch.map((w, i) => {
          const at = watch[i];
          return (
            <li key={i}>
              <button
                type="button"
                className="watch-step"
                data-testid={`watch-${i + 1}`}
                aria-current={at === step || undefined}
                disabled={at === null || at === undefined}
                onClick={() => at !== null && at !== undefined && stepTo(at)}
                title={at === null ? 'Does not happen under this profile' : `Go to event ${at}`}
              >
                <span className="lesson-number">{i + 1}</span>
                <span>{w.label}</span>
                <span className="teach-muted">{at === null || at === undefined ? 'not in this stream' : `#${at}`}</span>
              </button>
              {at === step && (
                <p className="watch-note" data-testid="watch-note">
                  {w.note}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="lesson-question" data-testid="lesson-question">
        <p>
          <strong>Question.</strong> {lesson.question}
        </p>
        {answerShown ? (
          <p className="lesson-answer" data-testid="lesson-answer">
            <strong>Answer.</strong> {lesson.answer}
          </p>
        ) : (
          <button type="button" className="tool-button" data-testid="show-answer" onClick={showAnswer} title="Show the answer (a)">
            Show the answer
          </button>
        )}
      </div>
      {next && (
        <button type="button" className="link-button lesson-next" onClick={() => void startLesson(next.id)}>
          Next lesson: {next.title} →
        </button>
      )}
    </section>
  );
}
