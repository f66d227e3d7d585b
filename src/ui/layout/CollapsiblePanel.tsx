import { useState, type ReactNode } from 'react';
import { Panel, usePanelRef } from 'react-resizable-panels';

/** Height of a pane header; a collapsed pane keeps just its header (a strip, in a row). */
export const COLLAPSED_PX = 28;

export interface CollapseControl {
  collapsed: boolean;
  toggle: () => void;
}

interface Props {
  id: string;
  defaultSize: string;
  minSize: string;
  /** How the pane looks depends on the group it collapses in: a row collapses to a vertical strip. */
  axis: 'row' | 'column';
  children: (control: CollapseControl) => ReactNode;
}

/** A resizable panel that can collapse to its header and expand back to its last size. */
export function CollapsiblePanel({ id, defaultSize, minSize, axis, children }: Props) {
  const panelRef = usePanelRef();
  const [collapsed, setCollapsed] = useState(false);
  const toggle = () => {
    const panel = panelRef.current;
    if (!panel) return;
    if (panel.isCollapsed()) panel.expand();
    else panel.collapse();
  };
  return (
    <Panel
      id={id}
      panelRef={panelRef}
      defaultSize={defaultSize}
      minSize={minSize}
      collapsible
      collapsedSize={`${COLLAPSED_PX}px`}
      className={`panel-body panel-${axis}`}
      style={{ overflow: 'hidden' }}
      onResize={(size) => setCollapsed(size.inPixels <= COLLAPSED_PX + 1)}
      data-collapsed={collapsed || undefined}
    >
      {children({ collapsed, toggle })}
    </Panel>
  );
}
