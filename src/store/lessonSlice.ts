import { lessonById } from '../core/teach/lessons';
import type { SliceCreator } from './types';

export interface LessonSlice {
  /** The teaching panel lists the lessons. */
  lessonsOpen: boolean;
  /** The lesson being followed, if any (the player works without one too). */
  lessonId: string | null;
  /** The lesson's answer has been revealed. */
  answerShown: boolean;
  /** Opens teaching mode on the lesson list (the player starts on the current trace). */
  openLessons: () => void;
  /** Back from the list to the stream being stepped through. */
  closeLessons: () => void;
  /** Loads a lesson's sample under its first profile and starts the player at its first event. */
  startLesson: (id: string) => Promise<void>;
  showAnswer: () => void;
  /** Leaves teaching mode: the player stops, the panes show the whole trace again. */
  exitTeaching: () => void;
}

export const createLessonSlice: SliceCreator<LessonSlice> = (set, get) => ({
  lessonsOpen: false,
  lessonId: null,
  answerShown: false,

  openLessons: () => {
    set({ lessonsOpen: true });
    if (!get().playerActive) get().startPlayer(0);
  },

  closeLessons: () => set({ lessonsOpen: false }),

  startLesson: async (id) => {
    const lesson = lessonById(id);
    if (!lesson) return;
    get().setPlaying(false);
    set({ lessonId: id, lessonsOpen: false, answerShown: false });
    // At the first event now, so keys pressed while the sample loads count; the new trace keeps the step.
    get().startPlayer(0);
    // The profile is set without re-tracing: loading the sample traces once, under it.
    set({ profile: lesson.profiles[0].profile });
    await get().loadSample(lesson.sample);
  },

  showAnswer: () => set({ answerShown: true }),

  exitTeaching: () => {
    set({ lessonsOpen: false, lessonId: null, answerShown: false });
    get().stopPlayer();
  },
});
