import { useInspector } from '../../store';

interface Props {
  value: string;
  onChange: (name: string) => void;
  label: string;
  testId: string;
}

/** A picker over PROFILES: each shown by its title, with its name and description in the tooltip. */
export function ProfileSelect({ value, onChange, label, testId }: Props) {
  const profiles = useInspector((s) => s.profiles);
  const current = profiles.find((p) => p.name === value);
  return (
    <select
      data-testid={testId}
      aria-label={label}
      value={value}
      title={current ? `${current.name}: ${current.description}` : value}
      onChange={(event) => onChange(event.target.value)}
    >
      {/* a custom:… profile from a link is not in the list: keep it selectable */}
      {!current && <option value={value}>{value}</option>}
      {profiles.map((p) => (
        <option key={p.name} value={p.name} title={p.description}>
          {p.title}
        </option>
      ))}
    </select>
  );
}
