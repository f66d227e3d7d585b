import { useMemo } from 'react';
import { templatesFor, templateText } from '../../capture/captureTemplates';
import { useInspector } from '../../store';

/** Says whether the body parses, so a typo is seen before Capture is pressed. */
function bodyProblem(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? null : 'not a JSON object';
  } catch (error) {
    return (error as Error).message;
  }
}

/** The request body as editable JSON, with starting templates for the chosen endpoint kind. */
export function BodyEditor() {
  const kind = useInspector((s) => s.captureConfig.kind);
  const body = useInspector((s) => s.captureConfig.body);
  const setConfig = useInspector((s) => s.setCaptureConfig);
  const running = useInspector((s) => s.captureRunning());
  const templates = templatesFor(kind);
  const problem = useMemo(() => bodyProblem(body), [body]);
  const current = templates.find((t) => templateText(t) === body)?.id ?? '';

  return (
    <div className="capture-body-editor">
      <div className="capture-body-bar">
        <span className="field-label">Request body</span>
        <select
          data-testid="capture-template"
          aria-label="Start from a template"
          value={current}
          disabled={running}
          onChange={(e) => {
            const template = templates.find((t) => t.id === e.target.value);
            if (template) setConfig({ body: templateText(template) });
          }}
        >
          <option value="" disabled>
            template…
          </option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
        <span className={problem ? 'capture-json invalid' : 'capture-json'} data-testid="capture-body-state" title={problem ?? undefined}>
          {problem ? `invalid JSON: ${problem}` : kind === 'agui' ? 'RunAgentInput · ids filled in when missing' : '+ model, stream: true'}
        </span>
      </div>
      <textarea
        className="capture-body-text"
        data-testid="capture-body"
        aria-label="Request body (JSON)"
        aria-invalid={problem ? true : undefined}
        spellCheck={false}
        autoComplete="off"
        readOnly={running}
        value={body}
        onChange={(e) => setConfig({ body: e.target.value })}
      />
    </div>
  );
}
