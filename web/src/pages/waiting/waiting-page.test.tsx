/**
 * A student whose registration awaits approval (DESIGN §9), over the real route tree: every page but the
 * profile shows the waiting page, the side navigation offers only what works, and once the admin
 * approves, "Check again" opens the student's own pages.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { User } from '#shared/domain';

import { api } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeTestUser } from '../../test/render-page';

vi.mock('../../api/client', () => import('../../test/api-mock'));
vi.mock('../dashboard/student/student-dashboard', () => ({ default: () => <h1>student dashboard</h1> }));
vi.mock('../requests/clean-requests', () => ({ default: () => <h1>clean requests</h1> }));
vi.mock('../profile/user-profile', () => ({ default: () => <h1>user profile</h1> }));
const slow = { timeout: 20_000 };

const waiting: User = makeTestUser('student', { status: 'awaiting', language: 'en' });

/** `authGetUser` answers the waiting student, then (after `approve()`) the approved one. */
function serveStudent() {
  let current = waiting;
  api.mockImplementation((routeId) =>
    routeId === 'authGetUser'
      ? Promise.resolve({ status: 200, data: { data: current } })
      : Promise.reject(new Error(`${routeId} is not part of this test`)),
  );
  return {
    approve: () => {
      const { status: _waiting, ...approved } = waiting;
      current = approved;
    },
  };
}

const sideLinks = (container: HTMLElement) =>
  createWrapper(container)
    .findSideNavigation()!
    .findAll('a')
    .map((link) => link.getElement().textContent);

beforeEach(() => {
  api.mockReset();
});

describe('a student awaiting approval', () => {
  it.each(['/', '/dashboard/student', '/clean-requests', '/ratings', '/builder'])(
    'sees the waiting page at %s, with only the registration, profile and sign-out in the menu',
    async (path) => {
      serveStudent();
      const { container } = await renderApp(path, { token: 'token' });

      expect(
        await screen.findByRole('heading', { name: 'Waiting for approval', level: 1 }, slow),
      ).toBeVisible();
      expect(screen.getByText('Waiting for the admin of Demo Hostel')).toBeVisible();
      expect(screen.queryByText('student dashboard')).toBeNull();
      expect(screen.queryByText('clean requests')).toBeNull();
      expect(sideLinks(container)).toEqual(['Hostel Clean', 'Registration', 'User Profile', 'Sign Out']);
      expect(api.mock.calls.map(([routeId]) => routeId)).toEqual(['authGetUser']);
    },
  );

  it('can open their profile', async () => {
    serveStudent();
    await renderApp('/user-profile', { token: 'token' });

    expect(await screen.findByText('user profile', {}, slow)).toBeVisible();
  });

  it('checks again: still waiting says so; once approved, their own pages open', async () => {
    // Prepare
    const student = serveStudent();
    await renderApp('/clean-requests', { token: 'token' });
    const check = await screen.findByRole('button', { name: 'Check again' }, slow);

    // Act: still waiting
    await userEvent.click(check);

    // Assess
    expect(await screen.findByText('Your registration is still waiting for approval.')).toBeVisible();

    // Act: approved meanwhile
    student.approve();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));

    // Assess
    expect(await screen.findByText('clean requests')).toBeVisible();
  });
});

describe('a student whose email is not confirmed yet (issue 27)', () => {
  it('sees “Confirm your email” wherever they go, and checking again after confirming moves on', async () => {
    // Prepare: unconfirmed, then confirmed into the waiting list
    let current: User = { ...waiting, status: 'unconfirmed' };
    api.mockImplementation((routeId) =>
      routeId === 'authGetUser'
        ? Promise.resolve({ status: 200, data: { data: current } })
        : Promise.reject(new Error(`${routeId} is not part of this test`)),
    );
    const { container } = await renderApp('/clean-requests', { token: 'token' });

    // Assess
    expect(await screen.findByRole('heading', { name: 'Confirm your email', level: 1 }, slow)).toBeVisible();
    expect(screen.getByText('Waiting for you to confirm student@demo.hostel')).toBeVisible();
    expect(screen.queryByText('clean requests')).toBeNull();
    expect(sideLinks(container)).toEqual(['Hostel Clean', 'Registration', 'User Profile', 'Sign Out']);

    // Act: still unconfirmed, then confirmed
    await userEvent.click(screen.getByRole('button', { name: 'I have confirmed' }));
    expect(
      await screen.findByText('Your email is not confirmed yet. Open the link in the mail we sent you.'),
    ).toBeVisible();
    current = waiting;
    await userEvent.click(screen.getByRole('button', { name: 'I have confirmed' }));

    // Assess
    expect(await screen.findByRole('heading', { name: 'Waiting for approval', level: 1 })).toBeVisible();
  });
});
