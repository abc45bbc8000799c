import '@cloudscape-design/global-styles/index.css';
import './styles/app.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, preloadPage } from './app';
import { i18nReady } from './i18n';
import { hideSplash, splashMaxMs } from './splash';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

setTimeout(hideSplash, splashMaxMs);
preloadPage(window.location.pathname);
// Rendering waits for the language and its common strings, so no page flashes untranslated keys.
void i18nReady.finally(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
