/** Routes and guards of spec §2 over the real route tree, with the API mocked at the client module. */
import { screen, waitFor } from '@testing-library/react';

import type { Role, User } from '#shared/domain';

import { ApiError } from './api/api-error';
import { tokenStorageKey } from './session/token-store';
import { api, routesCalled } from './test/api-mock';
import { currentPath, renderApp } from './test/render-app';

vi.mock('./api/client', () => import('./test/api-mock'));
// The signed-in pages have tests of their own; here they are stand-ins, so routing is all that is tested.
const standIn = (name: string) => ({ default: () => <h1>{name}</h1> });
vi.mock('./pages/dashboard/admin/admin-dashboard', () => standIn('admin dashboard'));
vi.mock('./pages/dashboard/roomkeeper/roomkeeper-dashboard', () => standIn('roomkeeper dashboard'));
vi.mock('./pages/dashboard/student/student-dashboard', () => standIn('student dashboard'));
vi.mock('./pages/requests/clean-requests', () => standIn('clean requests'));
vi.mock('./pages/manage/manage-students', () => standIn('manage students'));
vi.mock('./pages/manage/manage-roomkeepers', () => standIn('manage roomkeepers'));
// The first load of the shell's lazy chunk transforms Cloudscape's app layout, which takes seconds.
vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 20_000 };

// The pages and the shell are lazy chunks. Compiled on first visit, they could outlast findBy on a busy
// machine; loaded here, a visit waits for React only.
beforeAll(() =>
  Promise.all([
    import('./components/shell/shell'),
    import('./pages/auth/auth-layout'),
    import('./pages/auth/login-page'),
    import('./pages/auth/registration-page'),
    import('./pages/auth/forgot-password-page'),
    import('./pages/error/error-page'),
    import('./pages/landing/landing-page'),
    import('./pages/terms/terms-page'),
  ]),
);

function userOf(role: Role): User {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    name: `Demo ${role}`,
    firstname: 'Demo',
    lastname: role,
    occupation: '',
    email: `${role}@demo.hostel`,
    phone: '',
    role,
    hostel: 'Demo Hostel',
    hostelId: 'demo-hostel',
    mailKinds: [],
    pushKinds: [],
  };
}

/** Answers `authGetUser` with a user of that role; the signed-in pages are stand-ins and call nothing. */
function serveUser(role: Role) {
  api.mockImplementation((routeId) =>
    routeId === 'authGetUser'
      ? Promise.resolve({ status: 200, data: { data: userOf(role) } })
      : Promise.reject(new ApiError(500, `${routeId} is not part of this test`)),
  );
}

beforeEach(() => {
  api.mockReset();
});

describe('signed out', () => {
  it.each(['/', '/dashboard/admin', '/clean-requests', '/manage/student', '/no/such/page'])(
    '%s goes to the login page',
    async (path) => {
      // Act
      await renderApp(path);

      // Assess
      expect(await screen.findByRole('heading', { name: 'Login Account' })).toBeInTheDocument();
      expect(currentPath()).toBe('/auth/login');
      expect(routesCalled()).toEqual([]);
    },
  );

  it.each(['/auth', '/auth/unknown', '/auth/login/extra'])('%s goes to the login page', async (path) => {
    // Act
    await renderApp(path);

    // Assess
    expect(await screen.findByRole('heading', { name: 'Login Account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
  });

  it.each(['/auth/registration', '/auth/register'])('%s shows the sign-up form', async (path) => {
    // Prepare
    api.mockResolvedValue({ status: 200, data: { data: [] } });

    // Act
    await renderApp(path);

    // Assess
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText('Enter your details to create your account')).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it('/auth/forgot-password shows its title and description', async () => {
    // Act
    await renderApp('/auth/forgot-password');

    // Assess
    expect(await screen.findByRole('heading', { name: 'Forgotten Password?' })).toBeInTheDocument();
    expect(screen.getByText('Enter your email to reset your password')).toBeInTheDocument();
  });

  it('/about is public', async () => {
    // Act
    await renderApp('/about');

    // Assess
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clean rooms, without the chasing' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/about');
  });

  it('/error goes to v1, which shows 404', async () => {
    // Act
    await renderApp('/error');

    // Assess
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(currentPath()).toBe('/error/error-v1');
  });

  it('an unknown error variant goes to v5', async () => {
    // Act
    await renderApp('/error/error-v9');

    // Assess
    expect(await screen.findByRole('heading', { name: "We can't find that page" })).toBeInTheDocument();
    expect(currentPath()).toBe('/error/error-v5');
  });
});

describe('signed in', () => {
  it.each(['admin', 'roomkeeper', 'student'] as const)('/ leads a %s to their dashboard', async (role) => {
    // Prepare
    serveUser(role);

    // Act
    await renderApp('/', { token: 'token-1' });

    // Assess
    await waitFor(() => expect(currentPath()).toBe(`/dashboard/${role}`), slow);
    expect(api).toHaveBeenCalledWith('authGetUser');
  });

  it('leaves /auth for the dashboard', async () => {
    // Prepare
    serveUser('student');

    // Act
    await renderApp('/auth/login', { token: 'token-1' });

    // Assess
    await waitFor(() => expect(currentPath()).toBe('/dashboard/student'), slow);
  });

  it.each([
    ['student', '/manage/student'],
    ['roomkeeper', '/manage/roomkeeper'],
    ['student', '/dashboard/admin'],
    ['admin', '/dashboard/student'],
  ] as const)('keeps a %s out of %s', async (role, path) => {
    // Prepare
    serveUser(role);

    // Act
    await renderApp(path, { token: 'token-1' });

    // Assess
    await waitFor(() => expect(currentPath()).toBe(`/dashboard/${role}`), slow);
  });

  it('sends unknown paths to /error/error-v5', async () => {
    // Prepare
    serveUser('admin');

    // Act
    await renderApp('/no/such/page', { token: 'token-1' });

    // Assess
    await waitFor(() => expect(currentPath()).toBe('/error/error-v5'), slow);
  });

  it('signs out when the user cannot be fetched', async () => {
    // Prepare
    api.mockRejectedValue(new ApiError(401, 'Sign in again'));

    // Act
    await renderApp('/clean-requests', { token: 'expired' });

    // Assess
    expect(await screen.findByRole('heading', { name: 'Login Account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });

  it('/logout empties the session and shows the login page', async () => {
    // Prepare
    serveUser('student');

    // Act
    await renderApp('/logout', { token: 'token-1' });

    // Assess
    expect(await screen.findByRole('heading', { name: 'Login Account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });
});
