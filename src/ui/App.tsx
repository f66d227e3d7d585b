import { CompareView } from './compare/CompareView';
import { InputOrCapture } from './capture/InputOrCapture';
import { AppHeader } from './header/AppHeader';
import { GlobalKeys } from './help/GlobalKeys';
import { PageInput } from './input/PageInput';
import { useInspector } from '../store';
import { Workspace } from './layout/Workspace';
import { PlayerBar } from './teach/PlayerBar';
import { TeachColumn } from './teach/TeachColumn';
import { TeachKeys } from './teach/TeachKeys';
import { Toolbar } from './toolbar/Toolbar';

export function App() {
  // Teaching mode (src/ui/teach): the player takes the input's place, the lesson column sits beside the panes.
  const teaching = useInspector((s) => s.playerActive);
  // While teaching, the filter bar gives its room to the narration, unless a filter is in force.
  const filtering = useInspector((s) => s.filterQuery !== '');
  return (
    <div className="app">
      <AppHeader />
      {teaching ? <PlayerBar /> : <InputOrCapture />}
      {(!teaching || filtering) && <Toolbar />}
      <CompareView />
      <main className="panes" data-teaching={teaching || undefined}>
        {teaching && <TeachColumn />}
        <Workspace />
      </main>
      <PageInput />
      <GlobalKeys />
      <TeachKeys />
    </div>
  );
}
