/** Login (spec §5, §8): validation messages, the 203/204 alerts, demo hints, signing in. */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor, within } from '@testing-library/react';

import { loadConfig } from '../../config';
import { tokenStorageKey } from '../../session/token-store';
import { api, routesCalled } from '../../test/api-mock';
import { currentPath, renderApp } from '../../test/render-app';
import { alertText, fill, prepareAuthPages, typist } from './test-auth';

vi.mock('../../api/client', () => import('../../test/api-mock'));
vi.mock('../../config', () => ({ loadConfig: vi.fn() }));
vi.mock('../dashboard/student/student-dashboard', () => ({ default: () => <h1>student dashboard</h1> }));
prepareAuthPages();

const student = {
  _id: '00000000-0000-4000-8000-000000000003',
  name: 'Sam Student',
  firstname: 'Sam',
  lastname: 'Student',
  occupation: '',
  email: 'student@demo.hostel',
  phone: '',
  role: 'student',
  hostel: 'Demo Hostel',
  hostelId: 'demo-hostel',
} as const;

async function fillLogin(email: string, password: string, role?: string) {
  const user = typist();
  if (email) await fill(user, 'Email', email);
  if (password) await fill(user, 'Password', password);
  if (role) await user.click(screen.getByRole('radio', { name: role }));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login', () => {
  it('shows the required-field messages for an empty form and sends nothing', async () => {
    // Prepare
    await renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Login Account' });

    // Act
    await fillLogin('', '');

    // Assess
    expect(screen.getAllByText('Required field')).toHaveLength(3);
    expect(routesCalled()).toEqual([]);
  });

  it.each([
    ['ab', 'Minimum 3 symbols'],
    ['abcd', 'Wrong email format'],
    [`${'a'.repeat(45)}@b.com`, 'Maximum 50 symbols'],
  ])('says what is wrong with the email %s', async (email, message) => {
    // Prepare
    await renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Login Account' });

    // Act
    await fillLogin(email, 'secret', 'Student');

    // Assess
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(routesCalled()).toEqual([]);
  });

  it.each([
    ['ab', 'Minimum 3 symbols'],
    ['x'.repeat(129), 'Maximum 128 symbols'],
  ])('says what is wrong with the password %s', async (password, message) => {
    // Prepare
    await renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Login Account' });

    // Act
    await fillLogin('student@demo.hostel', password, 'Student');

    // Assess
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it.each([
    [203, { message: 'The login detail is incorrect' }, 'The login detail is incorrect'],
    [204, undefined, 'User not found'],
  ])('shows %s as a red alert above the form', async (status, data, text) => {
    // Prepare
    api.mockResolvedValue({ status, data });
    const { container } = await renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Login Account' });

    // Act
    await fillLogin('student@demo.hostel', 'wrong-password', 'Student');

    // Assess
    await waitFor(() => expect(alertText(container)).toEqual([text]));
    expect(
      createWrapper(container).findAlert()!.getElement().querySelector('[class*="type-error"]'),
    ).not.toBeNull();
    expect(api).toHaveBeenCalledWith('authLogin', {
      body: { email: 'student@demo.hostel', password: 'wrong-password', role: 'student' },
    });
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });

  it('signs in, keeps only the token and opens the dashboard', async () => {
    // Prepare
    api.mockImplementation((routeId) =>
      Promise.resolve(
        routeId === 'authLogin'
          ? { status: 200, data: { authToken: 'token-1' } }
          : { status: 200, data: { data: student } },
      ),
    );
    await renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Login Account' });

    // Act
    await fillLogin('Student@Demo.Hostel', 'demo1234', 'Student');

    // Assess
    expect(
      await screen.findByRole('heading', { name: 'student dashboard' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/student');
    expect(localStorage.getItem(tokenStorageKey)).toBe('token-1');
    // The shell's live poll (web/src/live) asks for the change stamp once it shows, and its Today button
    // reads the hostel's time zone once; it reads nothing else. An account that has no language yet stores
    // the one it is read in (its mail's language).
    const calls = routesCalled().filter((id) => id !== 'live');
    expect(calls.filter((id) => id !== 'requestRules')).toEqual(['authLogin', 'authGetUser', 'updateUser']);
    expect(calls.filter((id) => id === 'requestRules')).toHaveLength(1);
  });

  it('shows the demo accounts only when the config turns demo on, and fills the form from one', async () => {
    // Prepare
    vi.mocked(loadConfig).mockResolvedValue({ apiBase: '/api', demo: true });
    await renderApp('/auth/login');
    const hints = await screen.findByText('Demo accounts');

    // Act
    await typist().click(screen.getByRole('button', { name: 'Use the Roomkeeper account' }));

    // Assess
    const box = hints.closest('[class*="alert"]') as HTMLElement;
    expect(within(box).getByText('Every demo account uses the password demo1234.')).toBeInTheDocument();
    expect(
      ['admin@demo.hostel', 'keeper@demo.hostel', 'student@demo.hostel'].map(
        (email) => !!within(box).queryByText(email),
      ),
    ).toEqual([true, true, true]);
    expect(screen.getByLabelText('Email')).toHaveValue('keeper@demo.hostel');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
    expect(screen.getByRole('radio', { name: 'Roomkeeper' })).toBeChecked();
  });

  it('shows no demo accounts when the config does not turn demo on', async () => {
    // Act
    await renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Login Account' });
    await waitFor(() => expect(loadConfig).toHaveBeenCalled());

    // Assess
    expect(screen.queryByText('Demo accounts')).not.toBeInTheDocument();
  });

  it('tells someone sent by a door code that they come back to it, and brings them back (issue 33)', async () => {
    // Prepare
    const door = { id: 'room-101', building: 'Main', floor: '1', number: '101', inService: true };
    api.mockImplementation((routeId) =>
      Promise.resolve(
        routeId === 'authLogin'
          ? { status: 200, data: { authToken: 'token-1' } }
          : routeId === 'openDoor'
            ? { status: 200, data: { room: door, resident: false, requests: [] } }
            : { status: 200, data: { data: student } },
      ),
    );
    await renderApp('/r/AbCdEfGhIjKlMnOpQrStUv');
    await screen.findByRole('heading', { name: 'Login Account' });
    expect(currentPath()).toBe('/auth/login');
    expect(
      screen.getByText(
        'Sign in to open the room of the door code you scanned: you come back to it afterwards.',
      ),
    ).toBeVisible();

    // Act
    await fillLogin('student@demo.hostel', 'demo1234', 'Student');

    // Assess
    expect(await screen.findByRole('heading', { name: 'Room 101' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(currentPath()).toBe('/r/AbCdEfGhIjKlMnOpQrStUv');
  });
});
