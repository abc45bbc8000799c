import '@cloudscape-design/global-styles/index.css';
import './styles/app.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, preloadPage } from './app';
import { loadConfig } from './config';
import { i18nReady } from './i18n';
import { prefetchUser } from './session/first-user';
import { firstPageShown, hideSplash, splashMaxMs } from './splash';

/** Safari has no requestIdleCallback; there the work waits for the next task. */
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 0);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

/**
 * Start-up work runs in tasks of its own, each short: the entry's own task already evaluates React, the
 * router and i18next, and on a phone everything added to it blocks the main thread that much longer
 * (Lighthouse counts a task at four times its time on a desktop, docs/performance.md).
 */
const inTaskOfItsOwn = (work: () => void) => setTimeout(work, 0);

setTimeout(hideSplash, splashMaxMs);
// The service worker (installable, offline shell) registers from its own chunk once the first page shows,
// the main thread is idle and the page has stopped downloading (`offline/register.ts`): installing it
// downloads the whole site for offline use, which must not compete with the first page's own chunks and
// answers on a phone's connection. The window's load event comes too early for that: it does not wait for
// the page's lazy chunks.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  void firstPageShown.then(() =>
    whenIdle(() => void import('./offline/register').then((module) => module.registerServiceWorker())),
  );
inTaskOfItsOwn(() => preloadPage(window.location.pathname));
// With a token stored the session provider fetches the user on every page; asked for now, the answer
// comes with the page's chunks instead of after the first render.
inTaskOfItsOwn(prefetchUser);
// index.html asks for /config.json with the page (a preload); reading it here takes that answer on every
// page, so the browser never warns of an unused preload and the login page finds it already read.
inTaskOfItsOwn(() => void loadConfig());
// Rendering waits for the language and its common strings, so no page flashes untranslated keys. It is a
// transition, so React renders the first page in slices and yields between them: a phone's main thread
// stays free for input instead of one task of a second or more (Lighthouse's total blocking time).
void i18nReady.finally(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
