import { useInspector } from '../../store';
import { Dialog } from './Dialog';
import { FILTER_EXAMPLES, SHORTCUTS } from './shortcuts';

/** "?": the keyboard shortcuts and a few filter examples. */
export function HelpDialog() {
  const open = useInspector((s) => s.helpOpen);
  const setOpen = useInspector((s) => s.setHelpOpen);
  if (!open) return null;
  return (
    <Dialog title="Keyboard shortcuts" onClose={() => setOpen(false)} testId="help-dialog" className="help-dialog">
      <table className="shortcut-table">
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.action}>
              <td className="keys">
                {shortcut.keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </td>
              <td>{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Filter</h3>
      <table className="shortcut-table">
        <tbody>
          {FILTER_EXAMPLES.map((example) => (
            <tr key={example.query}>
              <td>
                <code>{example.query}</code>
              </td>
              <td>{example.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
