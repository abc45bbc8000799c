/**
 * The shell below 688 px (issue 28): its own layout instead of AppLayout, with the side navigation, the
 * notifications and a request's timeline as panels over the page, each reached and left by the keyboard.
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import i18n from '../../i18n';
import { onAPhone } from '../../test/phone-window';
import { makeTestUser, renderPage } from '../../test/render-page';
import { useTimeline } from '../../timeline';
import Shell from './shell';
import { shellTestSetup } from './test-shell';

vi.mock(import('../../api/client'), async (original) => ({
  ...(await original()),
  callApi: vi.fn(),
}));
shellTestSetup();
onAPhone();

function TimelineOpener() {
  const timeline = useTimeline();
  return (
    <button type="button" onClick={() => timeline.open('request-1')}>
      open the timeline
    </button>
  );
}

async function renderPhoneShell(path = '/dashboard/admin') {
  const rendered = await renderPage(
    <Routes>
      <Route element={<Shell />}>
        <Route path="/clean-requests" element={<p>requests page</p>} />
        <Route path="*" element={<TimelineOpener />} />
      </Route>
    </Routes>,
    { user: makeTestUser('admin'), path },
  );
  await screen.findByRole('button', { name: 'open the timeline' });
  return rendered;
}

const page = () => document.querySelector('.phone-layout__page')!;

describe('the phone layout', () => {
  it('lays the page out without AppLayout, with the navigation closed', async () => {
    // Act
    const { container } = await renderPhoneShell();

    // Assess
    expect(createWrapper(container).findAppLayout()).toBeNull();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('button', { name: 'open the timeline' }),
    );
    expect(screen.getByRole('button', { name: 'Open side navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('navigation', { name: 'Side navigation' })).toBeNull();
    expect(page()).not.toHaveAttribute('inert');
  });

  it('opens the side navigation over the page, its close button focused, and Escape goes back', async () => {
    // Prepare
    await renderPhoneShell();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open side navigation' });

    // Act
    await user.click(toggle);

    // Assess
    const nav = await screen.findByRole('navigation', { name: 'Side navigation' });
    await waitFor(() => expect(nav).toHaveTextContent('Clean Requests'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close side navigation' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(page()).toHaveAttribute('inert');

    // Act
    await user.keyboard('{Escape}');

    // Assess
    expect(screen.queryByRole('navigation', { name: 'Side navigation' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(page()).not.toHaveAttribute('inert');
  });

  it('closes the side navigation when one of its links is followed', async () => {
    // Prepare
    await renderPhoneShell();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open side navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Side navigation' });
    await waitFor(() => expect(nav).toHaveTextContent('Clean Requests'));

    // Act
    await user.click(screen.getByRole('link', { name: 'Clean Requests' }));

    // Assess
    expect(await screen.findByText('requests page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Side navigation' })).toBeNull();
  });

  it('opens the notifications from the bell and closes them with their close button', async () => {
    // Prepare
    await renderPhoneShell();
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications' });

    // Act
    await user.click(bell);

    // Assess
    const panel = await screen.findByRole('complementary', { name: 'Notifications' });
    const close = screen.getByRole('button', { name: 'Close notifications' });
    expect(panel).toContainElement(close);
    expect(document.activeElement).toBe(close);

    // Act
    await user.click(close);

    // Assess
    expect(screen.queryByRole('complementary', { name: 'Notifications' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });

  it("shows a request's timeline in a panel with its title, without AppLayout's split panel", async () => {
    // Prepare
    await renderPhoneShell();
    const user = userEvent.setup();

    // Act
    await user.click(screen.getByRole('button', { name: 'open the timeline' }));

    // Assess
    const panel = await screen.findByRole('complementary', { name: 'Request timeline' });
    expect(panel).toContainElement(screen.getByRole('heading', { name: 'Request timeline' }));

    // Act
    await user.click(screen.getByRole('button', { name: 'Close the request timeline' }));

    // Assess
    expect(screen.queryByRole('complementary', { name: 'Request timeline' })).toBeNull();
  });

  it('names its toggle in the reader’s language', async () => {
    // Prepare
    await renderPhoneShell();

    // Act
    await act(() => i18n.changeLanguage('de'));

    // Assess
    expect(await screen.findByRole('button', { name: 'Seitennavigation öffnen' })).toBeInTheDocument();
  });
});
