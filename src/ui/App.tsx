import { EventDetail } from './detail/EventDetail';
import { AppHeader } from './header/AppHeader';
import { InputPane } from './input/InputPane';
import { WireEventsTable } from './wire/WireEventsTable';

export function App() {
  return (
    <div className="app">
      <AppHeader />
      <InputPane />
      <main className="panes">
        <h2 className="pane-title">Wire events</h2>
        <WireEventsTable />
        <EventDetail />
      </main>
    </div>
  );
}
