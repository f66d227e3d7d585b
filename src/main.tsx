import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/jetbrains-mono/400.css';
import '@fontsource/dejavu-sans/400.css';
import '@fontsource/dejavu-mono/400.css';
import './ui/styles/theme.css';
import './ui/styles/app.css';
import './ui/styles/table.css';
import './ui/styles/chips.css';
import './ui/styles/toolbar.css';
import './ui/styles/compare.css';
import './ui/styles/dialogs.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getAppStore } from './store';
import { startApp } from './store/persistStartup';
import { App } from './ui/App';

void startApp(getAppStore());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
