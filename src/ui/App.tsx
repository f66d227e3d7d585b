import { CompareView } from './compare/CompareView';
import { AppHeader } from './header/AppHeader';
import { GlobalKeys } from './help/GlobalKeys';
import { InputPane } from './input/InputPane';
import { PageInput } from './input/PageInput';
import { Workspace } from './layout/Workspace';
import { Toolbar } from './toolbar/Toolbar';

export function App() {
  return (
    <div className="app">
      <AppHeader />
      <InputPane />
      <Toolbar />
      <CompareView />
      <main className="panes">
        <Workspace />
      </main>
      <PageInput />
      <GlobalKeys />
    </div>
  );
}
