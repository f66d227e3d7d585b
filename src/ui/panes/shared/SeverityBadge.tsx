import type { Severity } from '../../../core/agui/types';

export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <span className={`severity sev-${severity}`} data-severity={severity}>
      {severity}
    </span>
  );
}
