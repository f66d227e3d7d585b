import { useInspector } from '../../store';

const PASTED = '';

/** "Load sample": the built-in synthetic streams from public/samples/. */
export function SampleSelect() {
  const samples = useInspector((s) => s.samples);
  const source = useInspector((s) => s.source);
  const loadSample = useInspector((s) => s.loadSample);
  const value = source.kind === 'sample' ? source.file : PASTED;
  const description = samples.find((sample) => sample.file === value)?.description;

  return (
    <div className="sample-picker">
      <label>
        <span className="field-label">Load sample</span>
        <select
          data-testid="sample-select"
          value={value}
          onChange={(event) => {
            if (event.target.value !== PASTED) void loadSample(event.target.value);
          }}
        >
          <option value={PASTED} disabled>
            (your own text)
          </option>
          {samples.map((sample) => (
            <option key={sample.file} value={sample.file}>
              {sample.file}
            </option>
          ))}
        </select>
      </label>
      <span className="sample-description" data-testid="sample-description">
        {source.kind === 'sample'
          ? description
          : source.kind === 'file'
            ? `File ${source.name}`
            : source.kind === 'har'
              ? `${source.name}: ${source.url}`
              : 'Edited or pasted text'}
      </span>
    </div>
  );
}
