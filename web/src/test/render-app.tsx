/**
 * Renders the whole route tree at `path`, with the real session provider (a token in storage means
 * signed in once `authGetUser` answers) and the notification queue, in English. The path the router
 * ends at shows in `data-testid="location"`. Test files mock `callApi` themselves.
 */
import { render, type RenderResult, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { AppRoutes } from '../app';
import { NotificationsProvider } from '../components/notify-context';
import i18n, { i18nReady, namespaces } from '../i18n';
import { SessionProvider } from '../session';
import { tokenStorageKey } from '../session/token-store';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export async function renderApp(path: string, { token }: { token?: string } = {}): Promise<RenderResult> {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces([...namespaces]);
  if (token) localStorage.setItem(tokenStorageKey, token);
  else localStorage.removeItem(tokenStorageKey);
  // The route progress bar scrolls to the top, which jsdom does not implement.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <NotificationsProvider>
          <AppRoutes />
          <LocationProbe />
        </NotificationsProvider>
      </SessionProvider>
    </MemoryRouter>,
  );
}

/** Where the router is now. */
export const currentPath = () => screen.getByTestId('location').textContent;
