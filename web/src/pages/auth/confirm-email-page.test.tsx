/**
 * The page a registration's confirmation mail links to (issue 27): nothing is confirmed on load (a mail
 * scanner opening the link must not confirm it), one click confirms, and a dead link says how to get a
 * new one.
 */
import { screen } from '@testing-library/react';

import { ApiError } from '../../api/api-error';
import { api } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { prepareAuthPages, typist } from './test-auth';

vi.mock('../../api/client', () => import('../../test/api-mock'));
vi.mock('../../config', () => ({ loadConfig: vi.fn() }));
prepareAuthPages();

const userid = '00000000-0000-4000-8000-000000000003';
const token = 'b'.repeat(43);
const path = `/auth/confirm-email/${userid}/${token}`;

describe('the confirm-email page', () => {
  it('confirms only when asked, then says the account is ready and offers the sign-in', async () => {
    api.mockResolvedValue({ status: 200, data: { status: 'active' } });
    await renderApp(path);
    await screen.findByRole('heading', { name: 'Confirm your email' });
    expect(api).not.toHaveBeenCalledWith('authConfirmEmail', expect.anything());

    await typist().click(screen.getByRole('button', { name: 'Confirm my email' }));

    expect(await screen.findByText('Your email is confirmed and your account is ready.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('authConfirmEmail', { params: { userid, token } });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('says when the admin approves next', async () => {
    api.mockResolvedValue({ status: 200, data: { status: 'awaiting' } });
    await renderApp(path);
    await typist().click(await screen.findByRole('button', { name: 'Confirm my email' }));

    expect(await screen.findByText(/An admin of your hostel now has to approve/)).toBeInTheDocument();
  });

  it('a used or expired link says so and leads back to the registration', async () => {
    api.mockRejectedValue(new ApiError(400, 'invalid', undefined, 'auth.confirmLinkInvalid'));
    await renderApp(path);
    await typist().click(await screen.findByRole('button', { name: 'Confirm my email' }));

    expect(await screen.findByText(/This confirmation link is invalid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/auth/registration',
    );
  });
});
