import { useMemo } from 'react';
import { lessonById, type Lesson } from '../../core/teach/lessons';
import { lifecycleStateAt, type LifecycleAt } from '../../core/teach/lifecycleStateAt';
import { narrate, type Narration } from '../../core/teach/narrate';
import { lastWireIndex } from '../../core/teach/stateAsOf';
import { resolveStep } from '../../core/teach/stepsOfKind';
import { getAppStore, useInspector, type InspectorState } from '../../store';

/** The narration of the player's current event (from the whole trace's decision records). */
export function useNarration(): Narration | null {
  const trace = useInspector((s) => s.trace);
  const step = useInspector((s) => s.playerStep);
  return useMemo(() => (trace && trace.steps.length ? narrate(trace, step) : null), [trace, step]);
}

/** Where each AG-UI lifecycle stands at the player's step. */
export function useLifecycleAt(): LifecycleAt | null {
  const trace = useInspector((s) => s.trace);
  const step = useInspector((s) => s.playerStep);
  return useMemo(() => (trace ? lifecycleStateAt(trace, step) : null), [trace, step]);
}

export function useLesson(): Lesson | null {
  const id = useInspector((s) => s.lessonId);
  return id ? (lessonById(id) ?? null) : null;
}

/** The lesson's steps to watch, found in the current trace (null where one does not happen). */
export function useWatchSteps(lesson: Lesson | null): Array<number | null> {
  const trace = useInspector((s) => s.trace);
  return useMemo(() => (lesson && trace ? lesson.watch.map((w) => resolveStep(trace, w.match)) : []), [lesson, trace]);
}

/** The last wire index of the trace (-1 while there is none). */
export function useLastStep(): number {
  return useInspector((s) => (s.trace ? lastWireIndex(s.trace) : -1));
}

/** The store's actions: functions that never change, so reading them once needs no subscription. */
export function useActions(): InspectorState {
  return getAppStore().getState();
}
