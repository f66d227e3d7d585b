import type { CaptureConfig } from './captureRequest';
import { templatesFor, templateText } from './captureTemplates';
import type { EndpointKind } from './types';

/**
 * What the capture panel remembers, and where. The panel's fields (not the extra headers, which
 * may hold a secret) are kept in localStorage so a returning user finds their endpoint again.
 * The API key is kept only if the user opts in ("remember on this device"), under its own entry,
 * so turning that off removes it completely.
 */

/** The local provider (`npm run provider`): capturing from it needs no key and no typing. */
export const LOCAL_PROVIDER_URL = 'http://127.0.0.1:4010/v1';
export const DEFAULT_MODEL = '05-hosted-function-call-with-output-toolbox-kb';

export function defaultCaptureConfig(kind: EndpointKind = 'responses'): CaptureConfig {
  return {
    kind,
    baseURL: kind === 'agui' ? 'http://127.0.0.1:8000/agent' : LOCAL_PROVIDER_URL,
    model: kind === 'agui' ? '' : DEFAULT_MODEL,
    body: templateText(templatesFor(kind)[0]),
    headers: '',
    useProxy: false,
    keyHeader: 'authorization',
  };
}

export interface KeyStorage {
  load: () => string | null;
  save: (key: string) => void;
  clear: () => void;
}

export interface ConfigStorage {
  load: () => Partial<CaptureConfig> | null;
  save: (config: CaptureConfig) => void;
}

export const KEY_STORAGE_KEY = 'stream-inspector/api-key';
export const CONFIG_STORAGE_KEY = 'stream-inspector/capture-config';

/** localStorage, or nothing where it is missing or refused (private modes, tests). */
function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function browserKeyStorage(): KeyStorage {
  return {
    load: () => local()?.getItem(KEY_STORAGE_KEY) ?? null,
    save: (key) => {
      try {
        local()?.setItem(KEY_STORAGE_KEY, key);
      } catch {
        /* storage full or refused: the key stays in memory only */
      }
    },
    clear: () => local()?.removeItem(KEY_STORAGE_KEY),
  };
}

const KINDS: readonly EndpointKind[] = ['responses', 'chat.completions', 'agui'];

export function browserConfigStorage(): ConfigStorage {
  return {
    load: () => {
      try {
        const raw = JSON.parse(local()?.getItem(CONFIG_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
        if (!raw || typeof raw !== 'object') return null;
        const out: Partial<CaptureConfig> = {};
        if (KINDS.includes(raw.kind as EndpointKind)) out.kind = raw.kind as EndpointKind;
        for (const field of ['baseURL', 'model', 'body'] as const) if (typeof raw[field] === 'string') out[field] = raw[field] as string;
        if (typeof raw.useProxy === 'boolean') out.useProxy = raw.useProxy;
        if (raw.keyHeader === 'authorization' || raw.keyHeader === 'api-key') out.keyHeader = raw.keyHeader;
        return out;
      } catch {
        return null;
      }
    },
    save: ({ headers: _secretsMaybe, ...kept }) => {
      try {
        local()?.setItem(CONFIG_STORAGE_KEY, JSON.stringify(kept));
      } catch {
        /* not remembered: harmless */
      }
    },
  };
}

/** "05-hosted-function-call… 14:03:22": what a new recording is called until renamed. */
export function captureName(config: CaptureConfig, at: Date): string {
  let subject = config.model.trim();
  if (!subject || config.kind === 'agui') {
    try {
      const url = new URL(config.baseURL.trim());
      subject = `${url.host}${url.pathname.replace(/\/$/, '')}`;
    } catch {
      subject = 'capture';
    }
  }
  const time = at.toTimeString().slice(0, 8);
  return `${subject} ${time}`;
}
