import { useInspector } from '../../store';
import { describeFormat } from './describeFormat';

/** Product name, what the input was recognised as, and the parser profile in use. */
export function AppHeader() {
  const input = useInspector((s) => s.trace?.input ?? null);
  const profile = useInspector((s) => s.profile);
  const profiles = useInspector((s) => s.profiles);
  const setProfile = useInspector((s) => s.setProfile);
  const status = useInspector((s) => s.traceStatus);
  const current = profiles.find((p) => p.name === profile);

  return (
    <header className="app-header">
      <h1 className="brand">
        <span className="brand-mark" aria-hidden="true" />
        Stream Inspector
      </h1>
      <div className="header-facts">
        <span className="fact" data-testid="input-format" title={input?.formatReason}>
          <span className="fact-label">format</span>
          {input ? describeFormat(input.format, input.api) : '—'}
        </span>
        <span className="fact" data-testid="event-count">
          <span className="fact-label">events</span>
          {input ? input.events.length : '—'}
        </span>
        {status === 'running' && <span className="fact muted">tracing…</span>}
      </div>
      <label className="profile-picker" title={current?.description}>
        <span className="fact-label">profile</span>
        <select
          data-testid="profile-select"
          value={profile}
          onChange={(event) => setProfile(event.target.value)}
        >
          {profiles.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
        <span className="profile-title">{current?.title}</span>
      </label>
    </header>
  );
}
