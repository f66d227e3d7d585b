/** Test-only: run @ag-ui/client's real verifyEvents, and wrap plain events as records. */
import { verifyEvents } from '@ag-ui/client';
import type { BaseEvent } from '@ag-ui/core';
import { from, lastValueFrom, tap, toArray } from 'rxjs';
import type { AguiEvent, AguiEventRecord } from './types';

export function records(events: AguiEvent[]): AguiEventRecord[] {
  return events.map((event, index) => ({ index, event, wireIndices: [], contents: [], emittedAt: null }));
}

/** The first error verifyEvents raises, and the index of the event that raised it. */
export async function clientVerify(events: AguiEvent[]): Promise<{ error?: string; index?: number }> {
  let passed = 0;
  try {
    await lastValueFrom(
      from(events as unknown as BaseEvent[]).pipe(
        verifyEvents(),
        tap(() => passed++),
        toArray(),
      ),
    );
    return {};
  } catch (e) {
    return { error: (e as Error).message, index: passed };
  }
}
