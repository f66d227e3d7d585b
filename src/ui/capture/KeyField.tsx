import { useEffect, useRef } from 'react';
import { getAppStore, useInspector } from '../../store';

/**
 * The API key. Uncontrolled on purpose: React mirrors a controlled input's value into its `value`
 * attribute, which would put the key into the page's HTML (a saved page, a DOM snapshot in a bug
 * report). The value property is set once from memory and read on each change.
 */
export function KeyField() {
  const inputRef = useRef<HTMLInputElement>(null);
  const remember = useInspector((s) => s.rememberKey);
  const setRemember = useInspector((s) => s.setRememberKey);
  const setApiKey = useInspector((s) => s.setApiKey);
  const hasKey = useInspector((s) => s.apiKey !== '');
  const keyHeader = useInspector((s) => s.captureConfig.keyHeader);
  const setConfig = useInspector((s) => s.setCaptureConfig);

  useEffect(() => {
    if (inputRef.current) inputRef.current.value = getAppStore().getState().apiKey;
  }, []);

  return (
    <div className="capture-row">
      <label className="capture-field grow">
        <span className="field-label">API key</span>
        <input
          ref={inputRef}
          className="capture-input mono"
          data-testid="capture-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="sk-… (kept in memory only)"
          onChange={(e) => setApiKey(e.target.value)}
        />
      </label>
      <select
        className="capture-key-header"
        data-testid="capture-key-header"
        aria-label="Send the key as"
        title="OpenAI and most servers: Authorization: Bearer. Azure OpenAI keys: the api-key header."
        value={keyHeader}
        onChange={(e) => setConfig({ keyHeader: e.target.value as 'authorization' | 'api-key' })}
      >
        <option value="authorization">as Bearer</option>
        <option value="api-key">as api-key</option>
      </select>
      <label className="capture-check" title="Off: the key is forgotten when this tab closes">
        <input type="checkbox" data-testid="capture-remember" checked={remember} disabled={!hasKey && !remember} onChange={(e) => setRemember(e.target.checked)} />
        remember on this device
      </label>
      {remember && (
        <span
          className="capture-warning"
          role="note"
          data-testid="capture-remember-warning"
          title="Saved unencrypted in this browser's localStorage: anyone using this browser profile can read it. Untick to delete it."
        >
          ⚠ unencrypted in localStorage
        </span>
      )}
    </div>
  );
}
