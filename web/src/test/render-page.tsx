/**
 * Renders a signed-in page for component tests: the given user in the session, the notification queue
 * with its Flashbar, a router at `path`, and the i18n namespaces loaded in English. `callApi` is mocked
 * by each test file at the module boundary (`vi.mock('…/api/client')`).
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import type { Role, User } from '#shared/domain';

import { Notifications, NotificationsProvider } from '../components/notifications';
import i18n, { i18nReady, namespaces } from '../i18n';
import { type Session, SessionContext } from '../session/session-context';

export function makeTestUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    _id: `00000000-0000-4000-8000-00000000000${role === 'admin' ? 1 : role === 'roomkeeper' ? 2 : 3}`,
    name: `Demo ${role}`,
    firstname: 'Demo',
    lastname: role,
    occupation: '',
    email: `${role}@demo.hostel`,
    phone: '555-0100',
    role,
    hostel: 'Demo Hostel',
    hostelId: 'hostel-1',
    mailKinds: [],
    pushKinds: [],
    ...(role === 'student' ? { room: '101', floor: '1' } : {}),
    ...overrides,
  };
}

export interface PageOptions {
  user: User;
  path?: string;
  session?: Partial<Session>;
}

export async function renderPage(page: ReactNode, options: PageOptions): Promise<RenderResult> {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces([...namespaces]);
  const session: Session = {
    user: options.user,
    token: 'test-token',
    status: 'signed-in',
    signIn: () => Promise.resolve(true),
    signOut: () => undefined,
    reloadUser: () => Promise.resolve(),
    ...options.session,
  };
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <SessionContext.Provider value={session}>
        <NotificationsProvider>
          <Notifications />
          {page}
        </NotificationsProvider>
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}
