import { useId } from 'react';
import { defaultCaptureConfig, LOCAL_PROVIDER_URL, DEFAULT_MODEL } from '../../capture/captureSettings';
import { isUntouchedTemplate, templatesFor, templateText } from '../../capture/captureTemplates';
import type { EndpointKind } from '../../capture/types';
import { useInspector } from '../../store';
import { KeyField } from './KeyField';
import { useLocalModels } from './useLocalModels';

const KINDS: Array<{ kind: EndpointKind; label: string }> = [
  { kind: 'responses', label: 'Responses' },
  { kind: 'chat.completions', label: 'Chat Completions' },
  { kind: 'agui', label: 'AG-UI endpoint' },
];

/** Endpoint kind, URL, model, extra headers and the key: everything but the body. */
export function EndpointFields() {
  const config = useInspector((s) => s.captureConfig);
  const setConfig = useInspector((s) => s.setCaptureConfig);
  const running = useInspector((s) => s.captureRunning());
  const { models, load: loadModels } = useLocalModels(config.kind === 'agui' ? '' : config.baseURL);
  const listId = useId();
  const agui = config.kind === 'agui';

  const changeKind = (kind: EndpointKind) => {
    const defaults = defaultCaptureConfig(kind);
    const previous = defaultCaptureConfig(config.kind);
    setConfig({
      kind,
      // Replace only what the user has not changed: an edited body or URL is theirs.
      body: isUntouchedTemplate(config.body) ? templateText(templatesFor(kind)[0]) : config.body,
      baseURL: config.baseURL === previous.baseURL ? defaults.baseURL : config.baseURL,
      model: config.model === previous.model ? defaults.model : config.model,
    });
  };

  return (
    <fieldset className="capture-fields" disabled={running}>
      <div className="capture-row">
        <label className="capture-field kind">
          <span className="field-label">Endpoint</span>
          <select data-testid="capture-kind" value={config.kind} onChange={(e) => changeKind(e.target.value as EndpointKind)}>
            {KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <label className="capture-field grow">
          <span className="field-label">{agui ? 'URL' : 'Base URL'}</span>
          <input
            className="capture-input mono"
            data-testid="capture-base-url"
            type="url"
            spellCheck={false}
            value={config.baseURL}
            placeholder={agui ? 'http://127.0.0.1:8000/agent' : 'https://api.openai.com/v1'}
            title={agui ? 'The AG-UI endpoint: a RunAgentInput is POSTed here' : 'The SDK appends /responses or /chat/completions'}
            onChange={(e) => setConfig({ baseURL: e.target.value })}
          />
        </label>
        <button
          type="button"
          className="link-button"
          data-testid="capture-local-provider"
          title={`npm run provider serves recorded streams at ${LOCAL_PROVIDER_URL}`}
          onClick={() => setConfig({ kind: agui ? 'responses' : config.kind, baseURL: LOCAL_PROVIDER_URL, model: DEFAULT_MODEL, useProxy: false, ...(agui ? { body: templateText(templatesFor('responses')[0]) } : {}) })}
        >
          local provider
        </button>
      </div>

      <div className="capture-row">
        <label className="capture-field grow">
          <span className="field-label">Model</span>
          <input
            className="capture-input mono"
            data-testid="capture-model"
            spellCheck={false}
            list={listId}
            value={agui ? '' : config.model}
            disabled={agui}
            placeholder={agui ? 'set by the agent' : 'gpt-4.1-mini'}
            onFocus={loadModels}
            onChange={(e) => setConfig({ model: e.target.value })}
          />
          <datalist id={listId}>
            {models.map((m) => (
              <option key={m} value={m} />
            ))}
          </datalist>
        </label>
        <label className="capture-field grow">
          <span className="field-label">Headers</span>
          <input
            className="capture-input mono"
            data-testid="capture-headers"
            spellCheck={false}
            value={config.headers}
            placeholder='JSON, e.g. {"x-replay-delay-ms": "200"} (never saved)'
            onChange={(e) => setConfig({ headers: e.target.value })}
          />
        </label>
        <label className="capture-check" title="For endpoints that send no CORS headers: the request goes through the dev server (npm start) on this machine">
          <input type="checkbox" data-testid="capture-proxy" checked={config.useProxy} onChange={(e) => setConfig({ useProxy: e.target.checked })} />
          via local proxy
        </label>
      </div>

      <KeyField />
    </fieldset>
  );
}
