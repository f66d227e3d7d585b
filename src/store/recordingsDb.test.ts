import { describe, expect, it } from 'vitest';
import type { Recording } from '../capture/types';
import type { KeyValueStore } from './persistSession';
import { createRecordingsDb, type RecordingMeta } from './recordingsDb';

/** An in-memory store whose writes take a while, like IndexedDB under load. */
function slowStore(delayMs: number): KeyValueStore {
  const map = new Map<string, unknown>();
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => {
      await wait();
      map.set(key, value);
    },
    del: async (key) => {
      map.delete(key);
    },
  };
}

const meta: RecordingMeta = {
  id: 'rec-1', name: 'capture', savedAt: '2026-11-30T00:00:00Z', kind: 'responses', baseURL: 'http://127.0.0.1:4010/v1',
  model: 'm', status: 200, endedBy: 'complete', byteLength: 3, chunkCount: 1, durationMs: 5, viaProxy: false, requestId: null,
};
const recording = {
  request: {}, endpoint: 'responses', baseURL: meta.baseURL, startedAt: meta.savedAt, status: 200, responseHeaders: {},
  chunks: [{ arrivalMs: 5, byteOffset: 0, byteLength: 3 }], text: 'abc', bytes: new TextEncoder().encode('abc'), endedBy: 'complete', notes: [],
} as unknown as Recording;

describe('recordings database', () => {
  it('a rename issued while the capture is still being saved is not undone by that save', async () => {
    const db = createRecordingsDb(slowStore(20));
    const saving = db.save(meta, recording); // not awaited: the user renames straight away
    const renamed = db.rename('rec-1', 'toolbox replay');
    await Promise.all([saving, renamed]);
    expect((await db.list()).map((m) => m.name)).toEqual(['toolbox replay']);
  });
});
