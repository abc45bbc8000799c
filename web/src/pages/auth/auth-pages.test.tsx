/** The auth screens (spec §5, §8): validation messages, the 203/204 alerts, demo hints, submit rules. */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callApi } from '../../api/client';
import { loadConfig } from '../../config';
import { tokenStorageKey } from '../../session/token-store';
import { currentPath, renderApp } from '../../test/render-app';

vi.mock('../../api/client', () => ({ callApi: vi.fn(), setUnauthorizedHandler: vi.fn() }));
vi.mock('../../config', () => ({ loadConfig: vi.fn() }));
vi.mock('../dashboard/student-dashboard', () => ({ default: () => <h1>student dashboard</h1> }));
const api = vi.mocked(callApi);
// Typing through user-event into a whole form, with lazy pages, takes longer than the default 5 s here.
vi.setConfig({ testTimeout: 30_000 });
// Keystrokes follow each other at once: a timer between two only lets a busy machine fall further behind.
const typist = () => userEvent.setup({ delay: null });

// The pages are lazy chunks. Compiled on first visit, they could outlast findBy on a busy machine;
// loaded here, a visit waits for React only.
beforeAll(() =>
  Promise.all([
    import('./auth-layout'),
    import('./login-page'),
    import('./registration-page'),
    import('./forgot-password-page'),
    import('./reset-password-page'),
  ]),
);

const hostels = { status: 200, data: { data: [{ id: 'demo-hostel', name: 'Demo Hostel' }] } };
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

beforeEach(() => {
  api.mockReset();
  vi.mocked(loadConfig).mockResolvedValue({ apiBase: '/api', demo: false });
});

const alertText = (container: HTMLElement) =>
  createWrapper(container)
    .findAllAlerts()
    .map((alert) => alert.findContent().getElement().textContent);

async function fillLogin(email: string, password: string, role?: string) {
  const user = typist();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
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
    expect(api).not.toHaveBeenCalled();
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
    expect(api).not.toHaveBeenCalled();
  });

  it.each([
    ['ab', 'Minimum 3 symbols'],
    ['x'.repeat(51), 'Maximum 50 symbols'],
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
    expect(api.mock.calls.map(([routeId]) => routeId)).toEqual(['authLogin', 'authGetUser']);
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
});

describe('registration', () => {
  async function fillRegistration(values: { password?: string; confirm?: string; terms?: boolean }) {
    const user = typist();
    await user.type(screen.getByLabelText('Full name'), 'Sam Student');
    await user.type(screen.getByLabelText('Email'), 'sam@demo.hostel');
    await user.click(screen.getByRole('button', { name: /Hostel/ }));
    await user.click(await screen.findByRole('option', { name: 'Demo Hostel' }));
    await user.type(screen.getByLabelText('Password'), values.password ?? 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), values.confirm ?? 'secret1');
    if (values.terms ?? true) await user.click(screen.getByRole('checkbox'));
    return user;
  }

  it('keeps Submit disabled until every field is valid and the terms are accepted', async () => {
    // Prepare
    api.mockResolvedValue(hostels);
    await renderApp('/auth/registration');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    // Act
    const user = await fillRegistration({ terms: false });
    const beforeTerms = submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true';
    await user.click(screen.getByRole('checkbox'));

    // Assess
    expect(beforeTerms).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says when the passwords differ and when the terms are not accepted', async () => {
    // Prepare
    api.mockResolvedValue(hostels);
    await renderApp('/auth/registration');
    await screen.findByRole('button', { name: 'Submit' });

    // Act
    const user = await fillRegistration({ confirm: 'secret2' });
    await user.click(screen.getByRole('checkbox'));

    // Assess
    expect(screen.getByText("Password and Confirm Password didn't match")).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
  });

  it.each([
    [203, { message: 'Email already registered.' }, 'Email already registered.'],
    [204, undefined, 'Some details are not valid, or the hostel does not exist.'],
  ])('shows %s as a red alert', async (status, data, text) => {
    // Prepare
    api.mockImplementation((routeId) => Promise.resolve(routeId === 'hostels' ? hostels : { status, data }));
    const { container } = await renderApp('/auth/registration');
    await screen.findByRole('button', { name: 'Submit' });

    // Act
    const user = await fillRegistration({});
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // Assess
    await waitFor(() => expect(alertText(container)).toEqual([text]));
    expect(api).toHaveBeenCalledWith('authRegister', {
      body: { email: 'sam@demo.hostel', fullname: 'Sam Student', hostel: 'Demo Hostel', password: 'secret1' },
    });
  });
});

describe('forgot and reset password', () => {
  it('forgot: says when no such account exists (204)', async () => {
    // Prepare
    api.mockResolvedValue({ status: 204, data: undefined });
    const { container } = await renderApp('/auth/forgot-password');
    await screen.findByRole('heading', { name: 'Forgotten Password?' });
    const user = typist();

    // Act
    await user.type(screen.getByLabelText('Email'), 'nobody@demo.hostel');
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // Assess
    await waitFor(() => expect(alertText(container)).toEqual(['User not found']));
  });

  it('forgot: on success says a mail is on its way and goes to the login page', async () => {
    // Prepare
    api.mockResolvedValue({ status: 200, data: { message: 'sent' } });
    const { container } = await renderApp('/auth/forgot-password');
    await screen.findByRole('heading', { name: 'Forgotten Password?' });
    const user = typist();

    // Act
    await user.type(screen.getByLabelText('Email'), 'student@demo.hostel');
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // Assess
    expect(await screen.findByRole('heading', { name: 'Login Account' })).toBeInTheDocument();
    const flash = createWrapper(container).findFlashbar()!.findItems();
    expect(flash.map((item) => item.findContent()!.getElement().textContent)).toEqual([
      'If the account exists, a link to reset the password has been sent to its email.',
    ]);
    expect(flash[0]!.findDismissButton()!.getElement()).toHaveAttribute('aria-label', 'Dismiss');
  });

  const resetPath = `/auth/reset-password/student/00000000-0000-4000-8000-000000000003/${'a'.repeat(43)}`;

  it('reset: needs the new password and a matching confirmation', async () => {
    // Prepare
    await renderApp(resetPath);
    await screen.findByRole('heading', { name: 'Reset Password' });
    const user = typist();

    // Act
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // Assess
    expect(screen.getByText('New Password is required')).toBeInTheDocument();
    expect(screen.getByText("Password and Confirm Password didn't match")).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('reset: an invalid or used link (203) shows a red alert', async () => {
    // Prepare
    api.mockResolvedValue({ status: 203, data: { message: 'invalid' } });
    const { container } = await renderApp(resetPath);
    await screen.findByRole('heading', { name: 'Reset Password' });
    const user = typist();

    // Act
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // Assess
    await waitFor(() =>
      expect(alertText(container)).toEqual([
        'This link is invalid, has been used or has expired. Ask for a new one.',
      ]),
    );
    expect(api).toHaveBeenCalledWith('authResetPassword', {
      params: { role: 'student', userid: '00000000-0000-4000-8000-000000000003', token: 'a'.repeat(43) },
      body: { password: 'secret1' },
    });
  });
});
