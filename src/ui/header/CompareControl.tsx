import { useInspector } from '../../store';
import { defaultCompareProfile } from '../../store/viewSlice';
import { ProfileSelect } from './ProfileSelect';

/** "Compare" toggle and the second profile: the compare view diffs the two traces of one input. */
export function CompareControl() {
  const profile = useInspector((s) => s.profile);
  const compareProfile = useInspector((s) => s.compareProfile);
  const setCompareProfile = useInspector((s) => s.setCompareProfile);
  const on = compareProfile !== null;

  return (
    <div className="compare-control">
      <button
        type="button"
        className="toggle"
        data-testid="compare-toggle"
        aria-pressed={on}
        onClick={() => setCompareProfile(on ? null : defaultCompareProfile(profile))}
      >
        Compare
      </button>
      {on && (
        <>
          <span className="fact-label">with</span>
          <ProfileSelect testId="compare-select" value={compareProfile} onChange={setCompareProfile} label="Compare with profile" />
        </>
      )}
    </div>
  );
}
