import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runTraceInline } from '../worker/traceRunner';
import { createInspectorStore } from './index';
import { createSessionStore, isSessionSnapshot, startSessionPersistence, type SessionSnapshot } from './persistSession';
import { restoreOnStartup } from './persistStartup';
import { encodeLink } from './url';

const SAMPLES = path.join(import.meta.dirname, '..', '..', 'public', 'samples');
const INDEX = readFileSync(path.join(SAMPLES, 'index.json'), 'utf8');
const toolbox = readFileSync(path.join(SAMPLES, '05-hosted-function-call-with-output-toolbox-kb.ndjson'), 'utf8');
const textOnly = readFileSync(path.join(SAMPLES, '01-text-only.ndjson'), 'utf8');

function setup(initial?: SessionSnapshot) {
  const saved = new Map<string, unknown>(initial ? [['stream-inspector/session', initial]] : []);
  const sessionStore = createSessionStore({ get: async (k) => saved.get(k), set: async (k, v) => void saved.set(k, v), del: async (k) => void saved.delete(k) });
  const fetchText = async (url: string) => (url.endsWith('index.json') ? INDEX : readFileSync(path.join(SAMPLES, decodeURIComponent(url.split('/').pop()!)), 'utf8'));
  const store = createInspectorStore({ runTrace: runTraceInline, fetchText, typingDelayMs: 0, sessionStore });
  return { store, saved, sessionStore };
}

const session: SessionSnapshot = {
  version: 1,
  text: textOnly,
  source: { kind: 'file', name: 'mine.ndjson' },
  profile: 'maf-current',
  filter: 'type:response.output_text',
  compare: 'proposed',
  selection: { kind: 'wire', index: 4 },
};

describe('session persistence', () => {
  it('saves the session a moment after it changes, and an empty input as no session', async () => {
    vi.useFakeTimers();
    try {
      const { store, saved, sessionStore } = setup();
      const stop = startSessionPersistence(store, sessionStore, 100);
      store.getState().loadInput(textOnly, { kind: 'file', name: 'mine.ndjson' });
      store.getState().setFilter('decision:emitted');
      expect(saved.size).toBe(0);
      await vi.advanceTimersByTimeAsync(150);
      expect(saved.get('stream-inspector/session')).toMatchObject({ text: textOnly, filter: 'decision:emitted', source: { kind: 'file', name: 'mine.ndjson' } });
      store.getState().loadInput('', { kind: 'pasted' });
      await vi.advanceTimersByTimeAsync(150);
      expect(saved.size).toBe(0);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores a stored value it does not understand', async () => {
    expect(isSessionSnapshot(session)).toBe(true);
    expect(isSessionSnapshot({ ...session, version: 2 })).toBe(false);
    expect(isSessionSnapshot({ ...session, source: { kind: 'har' } })).toBe(false);
    const { sessionStore, saved } = setup();
    saved.set('stream-inspector/session', 'garbage');
    expect(await sessionStore.load()).toBeNull();
  });
});

describe('startup', () => {
  it('without a link, restores the saved session (input, profile, filter, compare, selection)', async () => {
    const { store, sessionStore } = setup(session);
    await restoreOnStartup(store, '', sessionStore);
    await vi.waitFor(() => expect(store.getState().compareStatus).toBe('done'));
    expect(store.getState()).toMatchObject({ text: textOnly, source: session.source, profile: 'maf-current', filterQuery: session.filter, compareProfile: 'proposed', selectedWireIndex: 4 });
    expect(store.getState().visibleRows.map((r) => r.type)).toEqual(['response.output_text.delta', 'response.output_text.delta', 'response.output_text.delta', 'response.output_text.done']);
  });

  it('a link wins over the saved session', async () => {
    const { store, sessionStore } = setup(session);
    const { hash } = encodeLink({ profile: 'proposed', filter: 'decision:unparsed', selection: { kind: 'agui', index: 5 }, input: toolbox });
    await restoreOnStartup(store, `#${hash}`, sessionStore);
    await vi.waitFor(() => expect(store.getState().traceStatus).toBe('done'));
    expect(store.getState()).toMatchObject({ text: toolbox, profile: 'proposed', filterQuery: 'decision:unparsed', selection: { kind: 'agui', index: 5 }, compareProfile: null });
  });

  it('a link whose input was too large takes the input from the session, or says what is missing', async () => {
    const withSession = setup(session);
    await restoreOnStartup(withSession.store, '#profile=proposed&omitted=40', withSession.sessionStore);
    expect(withSession.store.getState()).toMatchObject({ text: textOnly, profile: 'proposed', notice: null });

    const without = setup();
    await restoreOnStartup(without.store, '#profile=proposed&omitted=40', without.sessionStore);
    expect(without.store.getState().notice).toMatch(/input \(40 KB\) was too large/);
  });

  it('with nothing to restore, opens the default sample; unknown profiles are reported', async () => {
    const { store, sessionStore } = setup();
    await restoreOnStartup(store, '#profile=nope', sessionStore);
    expect(store.getState().source).toEqual({ kind: 'sample', file: '05-hosted-function-call-with-output-toolbox-kb.ndjson' });
    expect(store.getState().profile).toBe('maf-2026-08');
    expect(store.getState().notice).toMatch(/Unknown profile "nope"/);
  });
});
