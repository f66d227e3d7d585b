import type { ReactNode } from 'react';
import type { CollapseControl } from './CollapsiblePanel';

export interface PaneTab {
  id: string;
  label: string;
  /** A count after the label ("AG-UI 12"); null hides it. */
  count?: number | null;
  /** Marks the tab when its content holds problems (findings, broken lifecycles). */
  alert?: boolean;
}

interface Props {
  /** One tab = a plain title. */
  tabs: PaneTab[];
  active: string;
  onActivate?: (id: string) => void;
  control: CollapseControl;
  axis: 'row' | 'column';
  children: ReactNode;
}

/** A pane's chrome: its title or tabs, a collapse button, and a body that fills the rest. */
export function PaneFrame({ tabs, active, onActivate, control, axis, children }: Props) {
  const activeTab = tabs.find((tab) => tab.id === active) ?? tabs[0];
  return (
    <section className="pane" data-axis={axis} data-collapsed={control.collapsed || undefined} aria-label={activeTab.label}>
      <header className="pane-header">
        <div className="pane-tabs" role={tabs.length > 1 ? 'tablist' : undefined}>
          {tabs.map((tab) =>
            tabs.length > 1 ? (
              <button
                key={tab.id}
                type="button"
                role="tab"
                className="pane-tab"
                data-testid={`tab-${tab.id}`}
                aria-selected={tab.id === activeTab.id}
                onClick={() => {
                  onActivate?.(tab.id);
                  if (control.collapsed) control.toggle();
                }}
              >
                <TabLabel tab={tab} />
              </button>
            ) : (
              <h2 key={tab.id} className="pane-title">
                <TabLabel tab={tab} />
              </h2>
            ),
          )}
        </div>
        <button
          type="button"
          className="pane-collapse"
          aria-expanded={!control.collapsed}
          aria-label={`${control.collapsed ? 'Expand' : 'Collapse'} ${tabs.map((t) => t.label).join(' / ')}`}
          title={control.collapsed ? 'Expand' : 'Collapse'}
          onClick={control.toggle}
        >
          <span className="chevron" aria-hidden="true" />
        </button>
      </header>
      {!control.collapsed && <div className="pane-content">{children}</div>}
    </section>
  );
}

function TabLabel({ tab }: { tab: PaneTab }) {
  return (
    <>
      {tab.label}
      {tab.count !== undefined && tab.count !== null && <span className="pane-count">{tab.count}</span>}
      {tab.alert && <span className="pane-alert" aria-label="has problems" />}
    </>
  );
}
