// First: configures zod before any schema is built (see the module).
import './lib/zod-jitless';
import { StrictMode, startTransition, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, preloadPage } from './App';
import { preloadSignedInParts } from './features/accounts/SignedInParts';
import { prefetchFirstScreen } from './features/tournaments/queries';
import { formatLocalDateTime } from './features/tournaments/tournamentView';
import { getToken } from './lib/api';
import { nextTask } from './lib/first-content';
import { lazyComponent } from './lib/lazy';
import { AuthProvider } from './lib/auth';
import { preferredLocale, showLanguage } from './lib/language';
import { LanguageRoot } from './features/language/LanguageRoot';
import { queryClient } from './lib/queryClient';
import { registerServiceWorker } from './lib/service-worker';
import { SocketProvider } from './lib/socket';
import { toasterWanted } from './lib/toast';
import './styles.css';

// The desktop app serves one file under app:// (or file:// from disk), where only hash routes work.
/** Toasts come with their own chunk (lib/toast.ts), drawn once the first toast is asked for. */
const AppToaster = lazyComponent(() => import('./components/layout/AppToaster').then((m) => m.AppToaster), null);

function Toasts() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  return wanted ? <AppToaster /> : null;
}

// Most toasts answer a tap: the first one fetches their code, so its toast need not wait for it.
for (const input of ['pointerdown', 'keydown'])
  window.addEventListener(input, () => void AppToaster.preload(), { once: true, capture: true, passive: true });

const Router = /^https?:$/.test(window.location.protocol) ? BrowserRouter : HashRouter;

registerServiceWorker();
// The first answers are asked for in the task after the entry's evaluation, which starting their
// requests made a long one on a phone.
const firstAnswer = nextTask().then(() => prefetchFirstScreen(queryClient, window.location.pathname, getToken()));
// A player's first screen draws their money buttons and listens for their room: fetched beside the entry.
const signedInReady = getToken() ? preloadSignedInParts() : null;

/**
 * The shell already shows the first screen's main thing (server/src/presenters/app-shell.ts): a
 * tournament's title on its page, a visitor's first card's artwork on the dashboard. The first
 * render waits for the page's code and its first answer (at most FIRST_RENDER_WAIT_MS), so it
 * replaces the shell with the same thing in the same place rather than a spinner or a skeleton
 * for a moment.
 */
const FIRST_RENDER_WAIT_MS = 3000;
// The first screen is drawn in the device's or the browser's language: its translation comes first.
const languageReady = showLanguage(preferredLocale(), { remember: false }).catch(() => {});
// The dashboard and a tournament's page, nearly every first screen, show start times in the
// viewer's zone: ICU's date and zone data load with the first one, a long task on a phone, now one
// of its own rather than part of the first render.
const datesReady = languageReady.then(
  () =>
    new Promise<void>((done) =>
      setTimeout(() => {
        formatLocalDateTime(new Date().toISOString());
        done();
      }),
    ),
);
const firstScreenReady = Promise.race([
  Promise.all([firstAnswer, preloadPage(window.location.pathname), datesReady, signedInReady]),
  new Promise((wait) => setTimeout(wait, FIRST_RENDER_WAIT_MS)),
]);

const root = createRoot(document.getElementById('root')!);
// A transition: the first render yields to the browser every few milliseconds instead of holding
// a phone's main thread for the whole tree, and the app shell already in #root (index.html) stays
// on screen until React replaces it in one commit (docs/design/phones.md#the-app-shell).
void firstScreenReady
  .catch(() => {})
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <Router>
              <AuthProvider>
                <SocketProvider>
                  <LanguageRoot>
                    <App />
                    <Toasts />
                  </LanguageRoot>
                </SocketProvider>
              </AuthProvider>
            </Router>
          </QueryClientProvider>
        </StrictMode>,
      ),
    ),
  );
