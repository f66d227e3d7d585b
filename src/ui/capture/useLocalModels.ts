import { useCallback, useState } from 'react';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Model suggestions from `GET <base>/models`, asked for when the model field gets the focus, and
 * only from servers on this machine (the local provider, LM Studio, Ollama): they answer without a
 * key, so no key is ever sent for a suggestion, and a remote endpoint is never called for one.
 */
export function useLocalModels(baseURL: string): { models: string[]; load: () => void } {
  const [models, setModels] = useState<string[]>([]);
  const load = useCallback(() => {
    let url: URL;
    try {
      url = new URL(`${baseURL.trim().replace(/\/+$/, '')}/models`);
    } catch {
      return setModels([]);
    }
    if (!LOCAL_HOSTS.has(url.hostname)) return setModels([]);
    fetch(url, { credentials: 'omit' })
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { data?: Array<{ id?: unknown }> } | null) => {
        setModels((body?.data ?? []).map((m) => m.id).filter((id): id is string => typeof id === 'string'));
      })
      .catch(() => setModels([]));
  }, [baseURL]);
  return { models, load };
}
