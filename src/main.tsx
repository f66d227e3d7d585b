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
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getAppStore } from './store';
import { App } from './ui/App';

void getAppStore().getState().init();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
