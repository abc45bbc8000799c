/**
 * The top bar below 688 px (issue 28): the phone's own bar instead of Cloudscape's top navigation, with the
 * language menu, the user menu and the bell with its unread count always in it.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { callApi } from '../../api/client';
import i18n, { languageStorageKey } from '../../i18n';
import { onAPhone } from '../../test/phone-window';
import { makeTestUser, renderPage } from '../../test/render-page';
import Shell from './shell';
import { liveAnswer, shellTestSetup } from './test-shell';

vi.mock(import('../../api/client'), async (original) => ({
  ...(await original()),
  callApi: vi.fn(),
}));
shellTestSetup();
onAPhone();

async function renderPhoneShell() {
  const rendered = await renderPage(
    <Routes>
      <Route element={<Shell />}>
        <Route path="/user-profile" element={<p>profile page</p>} />
        <Route path="*" element={<p>page content</p>} />
      </Route>
    </Routes>,
    { user: makeTestUser('student'), path: '/dashboard/student' },
  );
  await screen.findByText('page content');
  const bar = await screen.findByRole('banner');
  return { ...rendered, bar };
}

describe('the phone top bar', () => {
  it('is not Cloudscape top navigation, and its identity links to the dashboard', async () => {
    // Act
    const { container, bar } = await renderPhoneShell();

    // Assess
    expect(createWrapper(container).findTopNavigation()).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Hostel Clean' })).toHaveAttribute(
      'href',
      '/dashboard/student',
    );
  });

  it('greets the user in the user menu, with My Profile (followed in the app) and Sign Out', async () => {
    // Prepare
    const { bar } = await renderPhoneShell();
    const user = userEvent.setup();

    // Act
    await user.click(within(bar).getByRole('button', { name: 'Account of Demo student' }));

    // Assess
    expect(screen.getByRole('group', { name: 'Hi, Demo student' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /My Profile/ })).toHaveTextContent('student@demo.hostel');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');
    await user.click(screen.getByRole('menuitem', { name: /My Profile/ }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });

  it('switches the language from its menu, each named in itself, and remembers it', async () => {
    // Prepare
    const { bar } = await renderPhoneShell();
    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: 'Select your language: English' }));
    const names = screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent);

    // Act
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Deutsch' }));

    // Assess
    expect(names).toEqual(['Deutsch', 'English', 'Español', 'Français', '日本語', '中文']);
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(localStorage.getItem(languageStorageKey)).toBe('de');
    expect(
      within(bar).getByRole('button', { name: `${i18n.t('common:selectLanguage')}: Deutsch` }),
    ).toBeInTheDocument();
  });

  it('keeps the bell with its unread count in the bar, in Japanese too, and it opens the panel', async () => {
    // Prepare
    vi.mocked(callApi).mockResolvedValue(liveAnswer(3));
    const { bar } = await renderPhoneShell();
    await act(() => i18n.changeLanguage('ja'));
    const user = userEvent.setup();

    // Act
    const bell = await within(bar).findByRole('button', { name: '通知、未読 3 件' });
    await user.click(bell);

    // Assess
    expect(bell).toHaveTextContent('3');
    expect(await screen.findByRole('button', { name: i18n.t('shell:notes.close') })).toHaveFocus();
  });
});
