import type { Machine } from '../../core/teach/lifecycleMachines';

/** Geometry of one machine row in the diagram (SVG user units; the SVG scales to its column). */
export const WIDTH = 420;
export const HEIGHT = 54;
/**
 * Labels of forward edges and self-loops sit in a band above the nodes, on two lines (loops higher)
 * so a long edge label ("MSG START") never runs into the loop label of the state beside it.
 */
export const LOOP_LABEL_Y = 6;
export const LABEL_Y = 13;
export const NODE_TOP = 16;
export const NODE_HEIGHT = 20;
export const NODE_BOTTOM = NODE_TOP + NODE_HEIGHT;
export const MID_Y = NODE_TOP + NODE_HEIGHT / 2;
/** Arcs for skipping and off-diagram transitions dip below the nodes; their labels go under them. */
export const ARC_Y = 48;
export const ARC_LABEL_Y = 53;
const MARGIN = 4;

export interface NodeBox {
  id: string;
  label: string;
  x: number;
  width: number;
  cx: number;
}

/** States left to right, as wide as the row allows (at most 96 units each). */
export function layoutNodes(machine: Machine): NodeBox[] {
  const n = machine.states.length;
  const width = Math.min(96, (WIDTH - 2 * MARGIN - (n - 1) * 28) / n);
  const gap = n > 1 ? (WIDTH - 2 * MARGIN - n * width) / (n - 1) : 0;
  return machine.states.map((state, i) => {
    const x = MARGIN + i * (width + gap);
    return { id: state.id, label: state.label, x, width, cx: x + width / 2 };
  });
}

/** An arrow between neighbours: along the middle of the nodes. */
export function straightPath(from: NodeBox, to: NodeBox): string {
  const forward = to.cx > from.cx;
  const x1 = forward ? from.x + from.width : from.x;
  const x2 = forward ? to.x - 2 : to.x + to.width + 2;
  return `M ${x1} ${MID_Y} L ${x2} ${MID_Y}`;
}

/** An arc under the nodes: a skip (running → errored), a step back, or a loop on one state. */
export function arcPath(from: NodeBox, to: NodeBox): string {
  if (from.id === to.id) {
    const { cx } = from;
    return `M ${cx - 16} ${NODE_BOTTOM} C ${cx - 22} ${ARC_Y + 1}, ${cx + 22} ${ARC_Y + 1}, ${cx + 16} ${NODE_BOTTOM + 2}`;
  }
  const shift = to.cx > from.cx ? 6 : -6;
  return `M ${from.cx + shift} ${NODE_BOTTOM} C ${from.cx + shift} ${ARC_Y}, ${to.cx - shift} ${ARC_Y}, ${to.cx - shift} ${NODE_BOTTOM + 2}`;
}

/** Neighbours get a straight arrow; everything else an arc below. */
export function isNeighbour(from: NodeBox, to: NodeBox, nodes: NodeBox[]): boolean {
  return Math.abs(nodes.indexOf(from) - nodes.indexOf(to)) === 1;
}

/** "00000000-0000-4000-8000-000000000001" → "…0001"; long provider ids cut in the middle. */
export function shortId(id: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-/.test(id)) return `…${id.slice(-4)}`;
  return id.length > 18 ? `${id.slice(0, 12)}…${id.slice(-3)}` : id;
}
