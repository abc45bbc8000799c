/** Forgotten and reset password (spec §5, §8): the not-found and invalid-link alerts, the way back. */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { screen, waitFor } from '@testing-library/react';

import { api } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { alertText, fill, prepareAuthPages, typist } from './test-auth';

vi.mock('../../api/client', () => import('../../test/api-mock'));
vi.mock('../../config', () => ({ loadConfig: vi.fn() }));
prepareAuthPages();

describe('forgot and reset password', () => {
  it('forgot: says when no such account exists (204)', async () => {
    // Prepare
    api.mockResolvedValue({ status: 204, data: undefined });
    const { container } = await renderApp('/auth/forgot-password');
    await screen.findByRole('heading', { name: 'Forgotten Password?' });
    const user = typist();

    // Act
    await fill(user, 'Email', 'nobody@demo.hostel');
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
    await fill(user, 'Email', 'student@demo.hostel');
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
    await fill(user, 'Confirm Password', 'other');
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
    await fill(user, 'New Password', 'secret one 1');
    await fill(user, 'Confirm Password', 'secret one 1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // Assess
    await waitFor(() =>
      expect(alertText(container)).toEqual([
        'This link is invalid, has been used or has expired. Ask for a new one.',
      ]),
    );
    expect(api).toHaveBeenCalledWith('authResetPassword', {
      params: { role: 'student', userid: '00000000-0000-4000-8000-000000000003', token: 'a'.repeat(43) },
      body: { password: 'secret one 1' },
    });
  });
});
