import { isAguiTrace } from '../../capture/aguiDetect';
import { useInspector } from '../../store';
import { CaptureToggle } from '../capture/CaptureToggle';
import { CompareControl } from './CompareControl';
import { describeFormat } from './describeFormat';
import { ParsingStatus } from './ParsingStatus';
import { ProfileSelect } from './ProfileSelect';
import { LessonsButton, StepThroughButton } from '../teach/TeachColumn';

/** Product name, what the input was recognised as, the parser profile, compare, and help. */
export function AppHeader() {
  const input = useInspector((s) => s.trace?.input ?? null);
  // An AG-UI endpoint's answer is verified as it is, not parsed as a provider stream.
  const agui = useInspector((s) => isAguiTrace(s.trace));
  const profile = useInspector((s) => s.profile);
  const setProfile = useInspector((s) => s.setProfile);
  const setHelpOpen = useInspector((s) => s.setHelpOpen);

  return (
    <header className="app-header">
      <h1 className="brand">
        <span className="brand-mark" aria-hidden="true" />
        Stream Inspector
      </h1>
      <div className="header-facts">
        <span className="fact" data-testid="input-format" title={input?.formatReason}>
          <span className="fact-label">format</span>
          {input ? (agui ? 'SSE · AG-UI' : describeFormat(input.format, input.api)) : '—'}
        </span>
        <span className="fact" data-testid="event-count">
          <span className="fact-label">events</span>
          {input ? input.events.length : '—'}
        </span>
        <ParsingStatus />
      </div>
      <label className="profile-picker">
        <span className="fact-label">profile</span>
        <ProfileSelect testId="profile-select" value={profile} onChange={setProfile} label="Parser profile" />
      </label>
      <CaptureToggle />
      <CompareControl />
      <StepThroughButton />
      <LessonsButton />
      <button type="button" className="icon-button" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onClick={() => setHelpOpen(true)}>
        ?
      </button>
    </header>
  );
}
