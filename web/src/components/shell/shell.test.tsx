/** The shell: side navigation by role (spec §6), breadcrumbs, the user menu and language switching. */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import type { Role } from '#shared/domain';

import { callApi } from '../../api/client';
import i18n, { languageStorageKey } from '../../i18n';
import { makeTestUser, renderPage } from '../../test/render-page';
import Shell from './shell';
import { liveAnswer, shellTestSetup } from './test-shell';

vi.mock(import('../../api/client'), async (original) => ({
  ...(await original()),
  callApi: vi.fn(),
}));
shellTestSetup();

function renderShell(role: Role, path: string) {
  return renderPage(
    <Routes>
      <Route element={<Shell />}>
        <Route path="*" element={<p>page content</p>} />
      </Route>
    </Routes>,
    { user: makeTestUser(role), path },
  );
}

const sideLinks = (container: HTMLElement) =>
  createWrapper(container)
    .findSideNavigation()!
    .findAll('a')
    .map((link) => link.getElement().textContent);

const everyone = ['Dashboard', 'Clean Requests', 'User Profile', 'My reports'];
const feedback = ['Ratings', 'Complaints', 'Suggestions'];
const manage = ['RoomKeepers', 'Students', 'Day Sheet'];
const end = ['Layout Builder', 'Sign Out'];

describe('side navigation', () => {
  it.each([
    ['student', [...everyone, ...end]],
    ['roomkeeper', [...everyone, ...feedback, 'Analytics', 'Room Board', ...end]],
    [
      'admin',
      [
        ...everyone,
        ...feedback,
        'Analytics',
        'Room Board',
        ...manage,
        'Rooms',
        'Maintenance',
        'Cleaning schedules',
        'Hostel Settings',
        'Webhooks',
        'Audit log',
        ...end,
      ],
    ],
  ] as const)('shows a %s their entries', async (role, entries) => {
    // Act
    const { container } = await renderShell(role, `/dashboard/${role}`);
    await screen.findByText('page content');

    // Assess
    expect(sideLinks(container)).toEqual(['Hostel Clean', ...entries]);
    const dashboard = createWrapper(container).findSideNavigation()!.findLinkByHref(`/dashboard/${role}`);
    expect(dashboard?.getElement()).toHaveAttribute('aria-current', 'page');
  });
});

describe('sub-header', () => {
  it('builds breadcrumbs from the active entry, starting at the role dashboard', async () => {
    // Act
    const { container } = await renderShell('admin', '/ratings');
    await screen.findByText('page content');

    // Assess
    const crumbs = createWrapper(container)
      .findBreadcrumbGroup()!
      .findBreadcrumbLinks()
      .map((crumb) => crumb.getElement().textContent);
    expect(crumbs).toEqual(['Dashboard', 'Feedback', 'Ratings']);
    expect(document.title).toBe('Ratings · Hostel Clean');
  });

  it('gives the Today button a phone form with the month and day alone, so it fits one row', async () => {
    // Act
    await renderShell('admin', '/ratings');
    await screen.findByText('page content');

    // Assess
    const today = new Date().toLocaleDateString('en', { month: 'short', day: 'numeric' });
    const button = screen.getByRole('button', { name: /^Today is / });
    expect(button.querySelector('.today-short')).toHaveTextContent(new RegExp(`^${today}$`));
    expect(button.querySelector('.today-long')).toHaveTextContent(`Today ${today}`);
  });

  it('shows a Today button with the month and day', async () => {
    // Act
    await renderShell('student', '/dashboard/student');
    await screen.findByText('page content');

    // Assess
    const today = new Date().toLocaleDateString('en', { month: 'short', day: 'numeric' });
    expect(screen.getByRole('button', { name: new RegExp(`^Today is `) })).toHaveTextContent(
      `Today ${today}`,
    );
  });
});

describe('skip link', () => {
  it('is the first thing Tab reaches, and moves the focus to the page', async () => {
    // Prepare
    await renderShell('admin', '/ratings');
    await screen.findByText('page content');
    const user = userEvent.setup();

    // Act
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const focusedFirst = document.activeElement;
    await user.keyboard('{Enter}');

    // Assess
    expect(focusedFirst).toBe(skip);
    expect(document.activeElement).toContainElement(screen.getByText('page content'));
  });
});

// jsdom lays nothing out, so the top bar shows its narrow-screen form: every utility in the overflow menu.
function openOverflowMenu(container: HTMLElement) {
  const topBar = createWrapper(container).findTopNavigation()!;
  act(() => topBar.findOverflowMenuButton()!.click());
  return topBar.findOverflowMenu()!;
}

describe('top bar', () => {
  it('greets the user and offers My Profile and Sign Out', async () => {
    // Prepare
    const { container } = await renderShell('student', '/dashboard/student');
    await screen.findByText('page content');
    const menu = openOverflowMenu(container);

    // Act
    act(() => menu.findUtility(3)!.click());

    // Assess
    expect(menu.findTitle()!.getElement()).toHaveTextContent('Hi, Demo student');
    expect(menu.findDescription()!.getElement()).toHaveTextContent('student@demo.hostel');
    expect(menu.findMenuDropdownItemById('profile')!.getElement()).toHaveTextContent('My Profile');
    expect(menu.findMenuDropdownItemById('signout')!.getElement()).toHaveTextContent('Sign Out');
  });

  it('names each language in the language menu in that language', async () => {
    // Prepare
    const { container } = await renderShell('student', '/dashboard/student');
    await screen.findByText('page content');
    const menu = openOverflowMenu(container);

    // Act
    act(() => menu.findUtility(2)!.click());

    // Assess
    const names = ['de', 'en', 'es', 'fr', 'ja', 'zh'].map(
      (code) => menu.findMenuDropdownItemById(`language:${code}`)!.getElement().textContent,
    );
    expect(names).toEqual(['Deutsch', 'English', 'Español', 'Français', '日本語', '中文']);
  });

  it.each([
    ['de', 'de', 'Übersicht'],
    ['zh', 'zh-CN', '仪表板'],
  ])('switches the language to %s, remembers it and sets <html lang>', async (code, htmlLang, dashboard) => {
    // Prepare
    const { container } = await renderShell('student', '/dashboard/student');
    await screen.findByText('page content');
    const menu = openOverflowMenu(container);
    act(() => menu.findUtility(2)!.click());

    // Act
    act(() => menu.findMenuDropdownItemById(`language:${code}`)!.click());

    // Assess
    await waitFor(() => expect(sideLinks(container)[1]).toBe(dashboard));
    expect(document.documentElement.lang).toBe(htmlLang);
    expect(localStorage.getItem(languageStorageKey)).toBe(code);
  });

  it('keeps the bell and its unread count in the bar, out of the overflow menu, in Japanese too', async () => {
    // Prepare
    vi.mocked(callApi).mockResolvedValue(liveAnswer(3));
    const { container } = await renderShell('student', '/dashboard/student');
    await screen.findByText('page content');

    // Act
    await act(() => i18n.changeLanguage('ja'));

    // Assess
    const topBar = createWrapper(container).findTopNavigation()!;
    const bell = await screen.findByRole('button', { name: '通知、未読 3 件' });
    expect(topBar.findUtilities().map((utility) => utility.getElement())).toContainEqual(
      bell.closest('[class*="utility-wrapper"]'),
    );
    expect(bell).toHaveTextContent('3');
  });
});
