import type { AguiCaptureOptions } from '../capture/aguiCapture';
import type { CaptureOptions } from '../capture/captureStream';
import { answersWithoutCors, prepareCapture, withoutCredentials, type CaptureConfig } from '../capture/captureRequest';
import { maskSecretInText } from '../capture/secretMask';
import type { EndedBy, EndpointKind, RecordedChunk, Recording } from '../capture/types';
import { browserConfigStorage, browserKeyStorage, captureName, defaultCaptureConfig, type ConfigStorage, type KeyStorage } from '../capture/captureSettings';
import { recordingFileBase } from './recordingsDb';
import type { InputSource } from './inputSlice';
import type { SliceCreator } from './types';

export type { CaptureConfig } from '../capture/captureRequest';

export type CapturePhase = 'connecting' | 'streaming' | EndedBy;

/** The capture under way, or the last one. */
export interface CaptureRun {
  phase: CapturePhase;
  kind: EndpointKind;
  status: number | null;
  bytes: number;
  reads: number;
  /** Arrival of the newest read, ms after the request was sent. */
  lastMs: number;
  error: { message: string; status?: number } | null;
  /** fetch failed, yet the endpoint answers: the browser hid the answer (no CORS headers). */
  corsBlocked: boolean;
  notes: string[];
  viaProxy: boolean;
  recordingId: string | null;
}

/** Replaceable in tests; the browser defaults load the capture code (and the openai SDK) on first use. */
export interface CaptureDeps {
  captureStream?: (options: CaptureOptions) => Promise<Recording>;
  captureAgui?: (options: AguiCaptureOptions) => Promise<Recording>;
  keyStorage?: KeyStorage;
  configStorage?: ConfigStorage;
  origin?: () => string;
  fetch?: typeof fetch;
  probeCors?: (url: string) => Promise<boolean>;
}

export interface CaptureSlice {
  captureOpen: boolean;
  setCaptureOpen: (open: boolean) => void;
  captureTab: 'capture' | 'recordings';
  setCaptureTab: (tab: 'capture' | 'recordings') => void;
  captureConfig: CaptureConfig;
  setCaptureConfig: (patch: Partial<CaptureConfig>) => void;
  /** In memory only. Never part of the session, the link, a recording or an export. */
  apiKey: string;
  setApiKey: (key: string) => void;
  /** The user opted in to keeping the key in this browser's localStorage. */
  rememberKey: boolean;
  setRememberKey: (on: boolean) => void;
  captureRun: CaptureRun | null;
  captureRunning: () => boolean;
  startCapture: () => Promise<void>;
  /** Aborts the request; what arrived stays in the inspector and is saved. */
  stopCapture: () => void;
  retryThroughProxy: () => Promise<void>;
}

/** Counters are refreshed this often while bytes arrive (each refresh re-renders the panel). */
const RUN_REFRESH_MS = 100;

const windowOrigin = () => (typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin);

/**
 * The key as the endpoint wants it. The SDK always sends `Authorization: Bearer <key>`: with no key
 * typed, no Authorization header is sent at all; Azure OpenAI keys go in `api-key` instead.
 */
function sendKeyAs(baseFetch: typeof fetch, key: string, header: CaptureConfig['keyHeader']): typeof fetch {
  if (key && header === 'authorization') return baseFetch;
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.delete('authorization');
    if (key) headers.set('api-key', key);
    return baseFetch(input, { ...init, headers });
  };
}

function corsMessage(url: string): string {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    /* keep the text */
  }
  return `${host} answered, but without CORS headers, so the browser would not let this page read the response. Send the capture through the local proxy (served by npm start) instead.`;
}

export const createCaptureSlice =
  (deps: CaptureDeps = {}): SliceCreator<CaptureSlice> =>
  (set, get) => {
    const keyStorage = deps.keyStorage ?? browserKeyStorage();
    const configStorage = deps.configStorage ?? browserConfigStorage();
    const rememberedKey = keyStorage.load();
    let controller: AbortController | null = null;

    const run = async (): Promise<void> => {
      if (get().captureRunning()) return;
      get().stopReplay();
      const config = get().captureConfig;
      const key = get().apiKey;
      const base: CaptureRun = { phase: 'connecting', kind: config.kind, status: null, bytes: 0, reads: 0, lastMs: 0, error: null, corsBlocked: false, notes: [], viaProxy: config.useProxy, recordingId: null };
      const prepared = prepareCapture(config, (deps.origin ?? windowOrigin)());
      if (!prepared.ok) {
        set({ captureRun: { ...base, phase: 'error', error: { message: prepared.error } } });
        return;
      }
      const mine = new AbortController();
      controller = mine;
      set({ captureRun: base });
      const update = (patch: Partial<CaptureRun>) => set({ captureRun: { ...(get().captureRun ?? base), ...patch } });

      const name = captureName(config, new Date());
      const source: InputSource = { kind: 'file', name: `${recordingFileBase(name)}.sse` };
      const feed = get().liveFeed;
      const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
      // Shared with the arrival stamps while streaming: it only ever grows, so sharing is safe.
      const chunks: RecordedChunk[] = [];
      let text = '';
      let answered = false;
      let began = false;
      let lastRefresh = 0;

      const baseFetch = sendKeyAs(deps.fetch ?? ((input, init) => globalThis.fetch(input, init)), key, config.keyHeader);
      const observingFetch: typeof fetch = async (input, init) => {
        const response = await baseFetch(input, init);
        answered = response.ok;
        update({ status: response.status, phase: response.ok ? 'streaming' : 'connecting' });
        return response;
      };
      const onBytes = (chunk: Uint8Array, arrivalMs: number) => {
        const offset = chunks.length ? chunks[chunks.length - 1].byteOffset + chunks[chunks.length - 1].byteLength : 0;
        chunks.push({ arrivalMs, byteOffset: offset, byteLength: chunk.length });
        text += decoder.decode(chunk, { stream: true });
        if (Date.now() - lastRefresh >= RUN_REFRESH_MS) {
          lastRefresh = Date.now();
          update({ bytes: offset + chunk.length, reads: chunks.length, lastMs: arrivalMs });
        }
        // An error answer (401, 500 …) is a JSON message, shown in the panel: the inspector keeps its input.
        if (!answered) return;
        if (!began) {
          began = true;
          feed.begin(source);
        }
        feed.push(text, { text, chunks });
      };

      const common = { apiKey: key, body: prepared.body, headers: prepared.headers, signal: mine.signal, onBytes, fetch: observingFetch };
      const recording =
        prepared.kind === 'agui'
          ? await (deps.captureAgui ?? (await import('../capture/aguiCapture')).captureAgui)({ ...common, url: prepared.url })
          : await (deps.captureStream ?? (await import('../capture/captureStream')).captureStream)({ ...common, baseURL: prepared.url, endpoint: prepared.kind });
      if (controller === mine) controller = null;
      // The endpoint as typed (not the proxy URL), without credentials or the key.
      recording.baseURL = maskSecretInText(withoutCredentials(config.baseURL.trim()), key);

      const corsBlocked =
        recording.endedBy === 'error' && recording.status === null && !config.useProxy && (await (deps.probeCors ?? answersWithoutCors)(config.baseURL.trim()));
      let recordingId: string | null = null;
      if (answered && recording.bytes.length > 0) {
        feed.end(recording.text, source, { text: recording.text, chunks: recording.chunks });
        const meta = await get().saveRecording(recording, { name, baseURL: recording.baseURL, model: config.kind === 'agui' ? null : String(prepared.body.model), viaProxy: config.useProxy });
        recordingId = meta?.id ?? null;
      } else if (began) feed.cancel();
      const error = corsBlocked ? { message: corsMessage(config.baseURL) } : (recording.error ?? null);
      update({
        phase: recording.endedBy,
        status: recording.status,
        bytes: recording.bytes.length,
        reads: recording.chunks.length,
        lastMs: recording.chunks.at(-1)?.arrivalMs ?? 0,
        error: recording.endedBy === 'aborted' && !answered ? { message: 'Stopped before the endpoint answered.' } : error,
        corsBlocked,
        notes: recording.notes,
        recordingId,
      });
    };

    return {
      captureOpen: false,
      setCaptureOpen: (open) => {
        set({ captureOpen: open });
        if (open && get().recordings.length === 0) void get().loadRecordings();
      },
      captureTab: 'capture',
      setCaptureTab: (tab) => set({ captureTab: tab }),
      captureConfig: { ...defaultCaptureConfig(), ...configStorage.load() },
      setCaptureConfig: (patch) => {
        const next = { ...get().captureConfig, ...patch };
        set({ captureConfig: next });
        configStorage.save(next);
      },
      apiKey: rememberedKey ?? '',
      setApiKey: (key) => {
        set({ apiKey: key });
        if (get().rememberKey) keyStorage.save(key);
      },
      rememberKey: rememberedKey !== null,
      setRememberKey: (on) => {
        set({ rememberKey: on });
        if (on) keyStorage.save(get().apiKey);
        else keyStorage.clear();
      },
      captureRun: null,
      captureRunning: () => {
        const phase = get().captureRun?.phase;
        return phase === 'connecting' || phase === 'streaming';
      },
      startCapture: run,
      stopCapture: () => controller?.abort(),
      retryThroughProxy: async () => {
        get().setCaptureConfig({ useProxy: true });
        await run();
      },
    };
  };
