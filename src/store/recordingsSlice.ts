import { recordingFromFiles, recordingTimingJson, recordingToSse } from '../capture/recordingFiles';
import type { Recording } from '../capture/types';
import type { ExportFile } from '../core/export/exportFiles';
import { recordingFileBase, type RecordingMeta, type RecordingsDb } from './recordingsDb';
import { createLiveFeed, type ArrivalTiming, type LiveFeed } from './recordingsFeed';
import { ReplayPlayer, type ReplayProgress } from './recordingsReplay';
import type { InputSource } from './inputSlice';
import type { SliceCreator } from './types';

export type { RecordingMeta } from './recordingsDb';

/** The replay under way: which recording, how far, how fast. */
export interface ReplayState extends Omit<ReplayProgress, 'text'> {
  id: string;
  name: string;
  speed: number;
  /** Recorded arrival of the last read: the replay's length at speed 1. */
  durationMs: number;
}

export const REPLAY_SPEEDS = [0.5, 1, 2, 5, 20] as const;

export interface RecordingsSlice {
  /** Saved captures, newest first (IndexedDB). */
  recordings: RecordingMeta[];
  recordingsError: string | null;
  /** Arrival times of the current input while it is a capture or a recording (wire "arrived" column). */
  arrivalTiming: ArrivalTiming | null;
  replay: ReplayState | null;
  /** How growing streams reach the inspector (shared by capture and replay). */
  liveFeed: LiveFeed;
  loadRecordings: () => Promise<void>;
  saveRecording: (recording: Recording, meta: Omit<RecordingMeta, 'id' | 'savedAt' | 'byteLength' | 'chunkCount' | 'durationMs' | 'status' | 'endedBy' | 'kind' | 'requestId'>) => Promise<RecordingMeta | null>;
  renameRecording: (id: string, name: string) => Promise<void>;
  deleteRecording: (id: string) => Promise<void>;
  /** Loads a recording as the input at once, with its arrival times. */
  openRecording: (id: string) => Promise<void>;
  /** The two export files: the body as received (.sse) and its timing sidecar. */
  recordingExports: (id: string) => Promise<{ sse: ExportFile; timing: ExportFile } | null>;
  /** Saves an .sse (with its timing file, if given) opened from disk as a recording. */
  importRecording: (sse: Uint8Array, timing: string | null, fileName: string) => Promise<void>;
  startReplay: (id: string, speed?: number) => Promise<void>;
  /** Pause, or play on from where it is (from the start once it has finished). */
  toggleReplay: () => void;
  stepReplay: () => void;
  setReplaySpeed: (speed: number) => void;
  stopReplay: () => void;
}

const sourceOf = (name: string): InputSource => ({ kind: 'file', name: `${recordingFileBase(name)}.sse` });

const newId = () => `rec-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const describeError = (what: string, error: unknown) => `${what}: ${error instanceof Error ? error.message : String(error)}`;

export const createRecordingsSlice =
  (db: RecordingsDb | undefined): SliceCreator<RecordingsSlice> =>
  (set, get, api) => {
    const feed = createLiveFeed(api);
    let player: ReplayPlayer | null = null;

    const load = async (id: string): Promise<{ meta: RecordingMeta; recording: Recording } | null> => {
      const meta = get().recordings.find((m) => m.id === id);
      const recording = meta && db ? await db.load(id).catch(() => null) : null;
      if (!meta || !recording) {
        set({ recordingsError: 'That recording could not be read back from this browser.' });
        return null;
      }
      return { meta, recording };
    };

    const stopPlayer = () => {
      player?.stop();
      player = null;
    };

    return {
      recordings: [],
      recordingsError: null,
      arrivalTiming: null,
      replay: null,
      liveFeed: feed,

      loadRecordings: async () => {
        if (!db) return;
        try {
          set({ recordings: await db.list(), recordingsError: null });
        } catch (error) {
          set({ recordingsError: describeError('Could not read the saved recordings', error) });
        }
      },

      saveRecording: async (recording, info) => {
        const last = recording.chunks.at(-1);
        const meta: RecordingMeta = {
          ...info,
          id: newId(),
          savedAt: new Date().toISOString(),
          kind: recording.endpoint,
          status: recording.status,
          endedBy: recording.endedBy,
          byteLength: recording.bytes.length,
          chunkCount: recording.chunks.length,
          durationMs: last?.arrivalMs ?? 0,
          requestId: recording.responseHeaders['x-request-id'] ?? null,
        };
        // Listed at once; the write to IndexedDB follows (a failure is reported, the capture stays shown).
        set({ recordings: [meta, ...get().recordings] });
        try {
          await db?.save(meta, recording);
        } catch (error) {
          set({ recordingsError: describeError('The capture is shown but could not be saved in this browser', error) });
        }
        return meta;
      },

      renameRecording: async (id, name) => {
        const trimmed = name.trim();
        if (!trimmed) return;
        set({ recordings: get().recordings.map((m) => (m.id === id ? { ...m, name: trimmed } : m)) });
        await db?.rename(id, trimmed).catch((error: unknown) => set({ recordingsError: describeError('Could not rename the recording', error) }));
      },

      deleteRecording: async (id) => {
        if (get().replay?.id === id) get().stopReplay();
        set({ recordings: get().recordings.filter((m) => m.id !== id) });
        await db?.remove(id).catch((error: unknown) => set({ recordingsError: describeError('Could not delete the recording', error) }));
      },

      openRecording: async (id) => {
        const found = await load(id);
        if (!found) return;
        get().stopReplay();
        const { meta, recording } = found;
        get().clearSelection();
        feed.end(recording.text, sourceOf(meta.name), { text: recording.text, chunks: recording.chunks });
      },

      recordingExports: async (id) => {
        const found = await load(id);
        if (!found) return null;
        const base = recordingFileBase(found.meta.name);
        return {
          sse: { name: `${base}.sse`, mimeType: 'text/event-stream', text: recordingToSse(found.recording) },
          timing: { name: `${base}.timing.json`, mimeType: 'application/json', text: recordingTimingJson(found.recording) },
        };
      },

      importRecording: async (sse, timing, fileName) => {
        let recording: Recording;
        try {
          recording = recordingFromFiles(sse, timing);
        } catch (error) {
          set({ recordingsError: describeError(`Could not open ${fileName}`, error) });
          return;
        }
        const name = fileName.replace(/\.(sse|ndjson|txt)$/i, '');
        await get().saveRecording(recording, { name, baseURL: recording.baseURL, model: typeof recording.request.model === 'string' ? recording.request.model : null, viaProxy: false });
        set({ recordingsError: recording.notes.find((n) => n.includes('timing was ignored')) ?? null });
      },

      startReplay: async (id, speed = 1) => {
        if (get().captureRunning()) return; // one stream at a time feeds the inspector
        const found = await load(id);
        if (!found) return;
        stopPlayer();
        get().clearSelection();
        const { meta, recording } = found;
        const source = sourceOf(meta.name);
        const timing = { text: recording.text, chunks: recording.chunks };
        feed.begin(source);
        const current = new ReplayPlayer(recording, (progress) => {
          if (player !== current) return;
          const base = { id, name: meta.name, speed: get().replay?.speed ?? speed, durationMs: recording.chunks.at(-1)?.arrivalMs ?? 0 };
          const { text: _text, ...rest } = progress;
          set({ replay: { ...base, ...rest } });
          if (progress.done) feed.end(progress.text, source, timing);
          else feed.push(progress.text, timing);
        });
        player = current;
        set({ replay: { id, name: meta.name, speed, durationMs: recording.chunks.at(-1)?.arrivalMs ?? 0, delivered: 0, total: current.total, atMs: 0, playing: true, done: false } });
        current.play(speed);
      },

      toggleReplay: () => {
        const replay = get().replay;
        if (!player || !replay) return;
        if (replay.playing) player.pause();
        else player.play(replay.speed);
      },
      stepReplay: () => player?.step(),
      setReplaySpeed: (speed) => {
        const replay = get().replay;
        if (!replay) return;
        set({ replay: { ...replay, speed } });
        player?.setSpeed(speed);
      },
      stopReplay: () => {
        stopPlayer();
        set({ replay: null });
      },
    };
  };
