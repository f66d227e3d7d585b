import { useState } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { displayedTrace, useInspector } from '../../store';
import { DetailPane } from '../detail/DetailPane';
import { AguiPane } from '../panes/agui/AguiPane';
import { ContentPane } from '../panes/content/ContentPane';
import { FindingsPane } from '../panes/findings/FindingsPane';
import { ItemsPane } from '../panes/items/ItemsPane';
import { LifecyclePane } from '../panes/lifecycle/LifecyclePane';
import { NarrationPanel } from '../teach/NarrationPanel';
import { usePaneData } from '../panes/shared/usePaneData';
import { WireEventsTable } from '../wire/WireEventsTable';
import { CollapsiblePanel } from './CollapsiblePanel';
import { PaneFrame } from './PaneFrame';
import './layout.css';
import '../panes/panes.css';
import '../detail/detail.css';

/**
 * The panes at 1280×720: the wire events on the left (they need the width), items/Content and
 * AG-UI/lifecycle as tabbed columns beside them, findings and the selection's detail below.
 * Sizes never depend on content, so nothing jumps while a trace loads.
 */
export function Workspace() {
  const [middleTab, setMiddleTab] = useState('items');
  const [rightTab, setRightTab] = useState('agui');
  // Teaching mode (src/ui/teach) explains the current event where the detail is: wide enough to read.
  const teaching = useInspector((s) => s.playerActive);
  const [detailTab, setDetailTab] = useState('narration');
  const trace = useInspector(displayedTrace);
  const data = usePaneData();
  const count = (n: number | undefined) => (trace ? (n ?? 0) : null);
  const contentCount = trace?.steps.reduce((sum, step) => sum + (step.update?.contents.length ?? 0), 0);

  return (
    // Teaching mode remounts the panes with a taller bottom row, where the narration is read.
    <Group key={teaching ? 'teaching' : 'inspecting'} orientation="vertical" id="workspace" className="workspace">
      <Panel id="panel-top" defaultSize={teaching ? '52%' : '63%'} minSize="140px" className="panel-body" style={{ overflow: 'hidden' }}>
        <Group orientation="horizontal" id="workspace-top" className="workspace-row">
          <CollapsiblePanel id="panel-wire" axis="row" defaultSize="48%" minSize="220px">
            {(control) => (
              <PaneFrame axis="row" control={control} active="wire" tabs={[{ id: 'wire', label: 'Wire events', count: count(trace?.input.events.length) }]}>
                <div className="pane-fill" data-testid="pane-wire">
                  <WireEventsTable />
                </div>
              </PaneFrame>
            )}
          </CollapsiblePanel>
          <Separator className="separator" />
          <CollapsiblePanel id="panel-middle" axis="row" defaultSize="26%" minSize="200px">
            {(control) => (
              <PaneFrame
                axis="row"
                control={control}
                active={middleTab}
                onActivate={setMiddleTab}
                tabs={[
                  { id: 'items', label: 'Items', count: count(data?.items.length) },
                  { id: 'content', label: 'Content', count: count(contentCount) },
                ]}
              >
                {middleTab === 'items' ? <ItemsPane /> : <ContentPane />}
              </PaneFrame>
            )}
          </CollapsiblePanel>
          <Separator className="separator" />
          <CollapsiblePanel id="panel-right" axis="row" defaultSize="26%" minSize="200px">
            {(control) => (
              <PaneFrame
                axis="row"
                control={control}
                active={rightTab}
                onActivate={setRightTab}
                tabs={[
                  { id: 'agui', label: 'AG-UI', count: count(trace?.agui.events.length) },
                  { id: 'lifecycle', label: 'Lifecycle', count: count(data?.lanes.length), alert: data?.lanes.some((l) => l.problemCount > 0) },
                ]}
              >
                {rightTab === 'agui' ? <AguiPane /> : <LifecyclePane />}
              </PaneFrame>
            )}
          </CollapsiblePanel>
        </Group>
      </Panel>
      <Separator className="separator" />
      <Panel id="panel-bottom" defaultSize={teaching ? '48%' : '37%'} minSize="90px" className="panel-body" style={{ overflow: 'hidden' }}>
        <Group orientation="horizontal" id="workspace-bottom" className="workspace-row">
          <CollapsiblePanel id="panel-findings" axis="row" defaultSize="36%" minSize="200px">
            {(control) => (
              <PaneFrame
                axis="row"
                control={control}
                active="findings"
                tabs={[{ id: 'findings', label: 'Findings', count: count(trace?.findings.length), alert: (trace?.findings.length ?? 0) > 0 }]}
              >
                <FindingsPane />
              </PaneFrame>
            )}
          </CollapsiblePanel>
          <Separator className="separator" />
          <CollapsiblePanel id="panel-detail" axis="row" defaultSize="64%" minSize="240px">
            {(control) => (
              <PaneFrame
                axis="row"
                control={control}
                active={teaching ? detailTab : 'detail'}
                onActivate={setDetailTab}
                tabs={teaching ? [{ id: 'narration', label: 'Narration' }, { id: 'detail', label: 'Detail' }] : [{ id: 'detail', label: 'Detail' }]}
              >
                {teaching && detailTab === 'narration' ? <NarrationPanel /> : <DetailPane />}
              </PaneFrame>
            )}
          </CollapsiblePanel>
        </Group>
      </Panel>
    </Group>
  );
}
