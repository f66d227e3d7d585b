/**
 * Saved captures in IndexedDB (idb-keyval, like the session): one small index of metadata, and
 * one entry per recording with its raw bytes and its timing sidecar (recordingFiles.ts), so a
 * recording reopens byte for byte and replays at its recorded pace. Nothing here ever holds the
 * API key: a Recording is built without it (captureStream.ts, secretMask.ts).
 */
import { del, get, set } from 'idb-keyval';
import { recordingFromFiles, recordingTiming, type CaptureTiming } from '../capture/recordingFiles';
import type { EndedBy, EndpointKind, Recording } from '../capture/types';
import type { KeyValueStore } from './persistSession';

export interface RecordingMeta {
  id: string;
  name: string;
  savedAt: string;
  kind: EndpointKind;
  /** The endpoint as the user typed it (never the proxy URL), without credentials. */
  baseURL: string;
  model: string | null;
  status: number | null;
  endedBy: EndedBy;
  byteLength: number;
  chunkCount: number;
  /** Arrival of the last read, ms after the request was sent. */
  durationMs: number;
  viaProxy: boolean;
  requestId: string | null;
}

interface StoredRecording {
  version: 1;
  timing: CaptureTiming;
  bytes: Uint8Array;
}

export interface RecordingsDb {
  list: () => Promise<RecordingMeta[]>;
  load: (id: string) => Promise<Recording | null>;
  save: (meta: RecordingMeta, recording: Recording) => Promise<void>;
  rename: (id: string, name: string) => Promise<RecordingMeta[]>;
  remove: (id: string) => Promise<RecordingMeta[]>;
}

const INDEX_KEY = 'stream-inspector/recordings';
const entryKey = (id: string) => `stream-inspector/recording/${id}`;

function isMeta(value: unknown): value is RecordingMeta {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return typeof m.id === 'string' && typeof m.name === 'string' && typeof m.savedAt === 'string' && typeof m.byteLength === 'number';
}

export function createRecordingsDb(kv: KeyValueStore): RecordingsDb {
  const list = async (): Promise<RecordingMeta[]> => {
    const value = await kv.get(INDEX_KEY);
    return Array.isArray(value) ? value.filter(isMeta) : [];
  };
  // One writer at a time: two captures finishing together must not drop each other from the index,
  // and a rename right after a capture must wait for that capture's save (else the save's index
  // update, landing later, would restore the old name).
  let queue: Promise<unknown> = Promise.resolve();
  const updateIndex = (change: (metas: RecordingMeta[]) => RecordingMeta[], before?: () => Promise<void>): Promise<RecordingMeta[]> => {
    const run = queue.then(async () => {
      if (before) await before();
      const next = change(await list());
      await kv.set(INDEX_KEY, next);
      return next;
    });
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    list,
    load: async (id) => {
      const value = (await kv.get(entryKey(id))) as StoredRecording | undefined;
      if (!value || value.version !== 1 || !(value.bytes instanceof Uint8Array)) return null;
      return recordingFromFiles(value.bytes, value.timing);
    },
    save: async (meta, recording) => {
      const stored: StoredRecording = { version: 1, timing: recordingTiming(recording), bytes: recording.bytes };
      await updateIndex((metas) => [meta, ...metas.filter((m) => m.id !== meta.id)], () => kv.set(entryKey(meta.id), stored));
    },
    rename: (id, name) => updateIndex((metas) => metas.map((m) => (m.id === id ? { ...m, name } : m))),
    remove: async (id) => {
      await kv.del(entryKey(id));
      return updateIndex((metas) => metas.filter((m) => m.id !== id));
    },
  };
}

/** IndexedDB in the browser; none where it is missing (the list then stays empty, captures still work). */
export function browserRecordingsDb(): RecordingsDb | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return createRecordingsDb({ get: (key) => get(key), set: (key, value) => set(key, value), del: (key) => del(key) });
}

/** A file-system-safe name for exports: "05-hosted… 14.03.22" → "05-hosted-14.03.22". */
export function recordingFileBase(name: string): string {
  return name.replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '_').replace(/\s+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '') || 'capture';
}
