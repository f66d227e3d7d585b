import { useId } from 'react';
import type { Machine } from '../../core/teach/lifecycleMachines';
import type { MachineView, Transition } from '../../core/teach/lifecycleStateAt';
import { arcPath, ARC_LABEL_Y, HEIGHT, isNeighbour, LABEL_Y, layoutNodes, LOOP_LABEL_Y, MID_Y, NODE_HEIGHT, NODE_TOP, straightPath, WIDTH, type NodeBox } from './machineLayout';

const tone = (transitions: Transition[]) => (transitions.some((t) => t.rejected) ? 'rejected' : transitions.length ? 'fired' : 'idle');

function Arrowheads({ id }: { id: string }) {
  return (
    <defs>
      {['idle', 'fired', 'rejected'].map((kind) => (
        <marker key={kind} id={`${id}-${kind}`} viewBox="0 0 8 8" refX="7" refY="4" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M 0 0 L 8 4 L 0 8 z" className={`arrowhead arrowhead-${kind}`} />
        </marker>
      ))}
    </defs>
  );
}

/**
 * One AG-UI lifecycle as a state machine: its states left to right, the transitions AG-UI allows
 * (§A.7), the focus instance's current state lit, the transitions fired at this step highlighted,
 * and those `verifyEvents` rejects in red. Display only: the state comes from `lifecycleStateAt`.
 */
export function MachineDiagram({ machine, view }: { machine: Machine; view: MachineView }) {
  const id = useId().replace(/:/g, '');
  const nodes = layoutNodes(machine);
  const node = (state: string) => nodes.find((n) => n.id === state) ?? nodes[0];
  const current = view.focus?.state ?? null;
  const onEdge = (from: string, to: string, types: string[]) => view.transitions.filter((t) => t.from === from && t.to === to && types.includes(t.type));
  // A transition with no drawn edge (START while open, END without START) gets its own arc.
  const offDiagram = view.transitions.filter((t) => !t.legal);
  const arcs = [...new Map(offDiagram.map((t) => [`${t.from}>${t.to}>${t.type}`, t])).values()];

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="machine-svg" role="presentation" data-machine-svg={machine.kind}>
      <Arrowheads id={id} />
      {machine.edges.map((edge) => {
        const fired = onEdge(edge.from, edge.to, edge.types);
        const state = tone(fired);
        const from = node(edge.from);
        const to = node(edge.to);
        const key = `${edge.from}>${edge.to}`;
        if (edge.from === edge.to) {
          return (
            <text key={key} x={from.cx} y={LOOP_LABEL_Y} className={`edge-label edge-${state}`} textAnchor="middle" data-edge={key} data-fired={fired.length > 0 || undefined}>
              ↻ {edge.label}
            </text>
          );
        }
        const neighbour = isNeighbour(from, to, nodes);
        return (
          <g key={key} className={`edge edge-${state}`} data-edge={key} data-fired={fired.length > 0 || undefined}>
            <path d={neighbour ? straightPath(from, to) : arcPath(from, to)} markerEnd={`url(#${id}-${state})`} />
            <text x={neighbour ? (from.x + from.width + to.x) / 2 : (from.cx + to.cx) / 2} y={neighbour ? LABEL_Y : ARC_LABEL_Y} className="edge-label" textAnchor="middle">
              {edge.label}
            </text>
          </g>
        );
      })}
      {nodes.map((n: NodeBox) => (
        <g key={n.id} className="state" data-state-node={n.id} data-current={n.id === current || undefined}>
          <rect x={n.x} y={NODE_TOP} width={n.width} height={NODE_HEIGHT} rx={NODE_HEIGHT / 2} />
          <text x={n.cx} y={MID_Y + 3.5} textAnchor="middle">
            {n.label}
          </text>
        </g>
      ))}
      {arcs.map((t) => {
        const state = t.rejected ? 'rejected' : 'fired';
        const from = node(t.from);
        const to = node(t.to);
        return (
          <g key={`${t.from}>${t.to}>${t.type}`} className={`edge edge-${state} edge-off`} data-edge={`${t.from}>${t.to}`} data-rejected={t.rejected ? true : undefined}>
            <title>{t.rejected ? `verifyEvents rejects ${t.type}: ${t.rejected}` : `${t.type}: a transition the diagram does not draw`}</title>
            <path d={arcPath(from, to)} markerEnd={`url(#${id}-${state})`} />
            <text x={from.id === to.id ? from.cx + 24 : (from.cx + to.cx) / 2} y={ARC_LABEL_Y - (from.id === to.id ? 3 : 0)} className="edge-label" textAnchor={from.id === to.id ? 'start' : 'middle'}>
              {t.rejected ? '✕ ' : ''}
              {t.type.replace(/^(RUN|TEXT_MESSAGE|TOOL_CALL|REASONING)_/, '')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

