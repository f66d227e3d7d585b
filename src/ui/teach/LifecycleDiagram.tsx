import { useMemo } from 'react';
import { MACHINES, type Machine } from '../../core/teach/lifecycleMachines';
import { useInspector } from '../../store';
import type { MachineView } from '../../core/teach/lifecycleStateAt';
import { shortId } from './machineLayout';
import { MachineDiagram } from './MachineDiagram';
import { useLifecycleAt } from './useTeach';
import './diagram.css';

const MAX_INSTANCES = 3;

function stateLabel(machine: Machine, state: string): string {
  return machine.states.find((s) => s.id === state)?.label ?? state;
}

/** Which run / message / call the row shows, and where the others stand. */
function Instances({ machine, view }: { machine: Machine; view: MachineView }) {
  if (view.instances.length === 0) return <span className="teach-muted">none yet</span>;
  const shown = view.instances.slice(-MAX_INSTANCES);
  return (
    <span className="machine-instances">
      {view.instances.length > shown.length && <span className="teach-muted">+{view.instances.length - shown.length} </span>}
      {shown.map((instance) => (
        <span key={instance.id} className="machine-instance" data-focus={instance.id === view.focus?.id || undefined} title={instance.id}>
          {shortId(instance.id)}
          {instance.name ? ` · ${instance.name}` : ''}: {stateLabel(machine, instance.state)}
        </span>
      ))}
    </span>
  );
}

/** What a screen reader hears for one row (the SVG itself is presentation only). */
function describe(machine: Machine, view: MachineView): string {
  const where = view.focus ? `${view.focus.id} is ${stateLabel(machine, view.focus.state)}` : 'nothing yet';
  const fired = view.transitions.map((t) => `${t.type}${t.rejected ? ' (rejected by verifyEvents)' : ''}`);
  return `${machine.title}: ${where}.${fired.length ? ` This event: ${fired.join(', ')}.` : ''}`;
}

/**
 * The AG-UI lifecycles (run, text message, tool call, reasoning) as state machines that follow the
 * player: the current state lights up, this step's transitions are highlighted, rejected ones red.
 */
export function LifecycleDiagram() {
  const at = useLifecycleAt();
  const trace = useInspector((s) => s.trace);
  // A lifecycle this stream never enters gets one line, so the ones it does get the room.
  const used = useMemo(
    () => new Set(MACHINES.filter((m) => m.kind === 'run' || trace?.agui.events.some((r) => m.types.includes(r.event.type))).map((m) => m.kind)),
    [trace],
  );
  if (!at) return null;
  return (
    <section className="lifecycle-diagram" aria-label="AG-UI lifecycle diagram" data-testid="lifecycle-diagram">
      {MACHINES.map((machine) => {
        const view = at.machines.find((m) => m.kind === machine.kind)!;
        if (!used.has(machine.kind)) {
          return (
            <div key={machine.kind} className="machine machine-unused" data-machine={machine.kind} data-state="idle">
              <div className="machine-heading">
                <span className="machine-title">{machine.title}</span>
                <span className="teach-muted">not in this stream</span>
              </div>
            </div>
          );
        }
        const rejected = view.transitions.filter((t) => t.rejected);
        return (
          <div
            key={machine.kind}
            className="machine"
            data-machine={machine.kind}
            data-state={view.focus?.state ?? 'idle'}
            data-rejected={rejected.length > 0 || undefined}
            role="img"
            aria-label={describe(machine, view)}
          >
            <div className="machine-heading">
              <span className="machine-title">{machine.title}</span>
              <Instances machine={machine} view={view} />
            </div>
            <MachineDiagram machine={machine} view={view} />
            {rejected.map((t) => (
              <p key={t.aguiIndex} className="machine-rejection" data-testid="machine-rejection">
                ✕ #{t.aguiIndex} {t.type}: {t.rejected}
              </p>
            ))}
          </div>
        );
      })}
    </section>
  );
}
