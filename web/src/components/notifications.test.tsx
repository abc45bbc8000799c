/**
 * Notifications: API errors in the user's language, successes that go away, dismiss labels, and errors
 * that go once they no longer hold (issue 28).
 */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { disableMotion } from '@cloudscape-design/global-styles';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';

import { ApiError } from '../api/api-error';
import { callApi } from '../api/client';
import { reportReachable } from '../api/reachability';
import i18n, { i18nReady, namespaces } from '../i18n';
import { Notifications, NotificationsProvider, type Notify, useNotify } from './notifications';
import { successTimeoutMs } from './notify-context';

// Without motion, Flashbar removes items at once instead of after an exit animation.
beforeAll(() => disableMotion(true));
afterAll(() => disableMotion(false));

vi.mock('../config', () => ({ loadConfig: () => Promise.resolve({ apiBase: '/api', demo: false }) }));

// Two sources, as two forms on one page would be, and a way to move to another page.
let notify: Notify;
let other: Notify;
let navigate: (path: string) => void;
function Capture() {
  notify = useNotify();
  return null;
}
function CaptureOther() {
  other = useNotify();
  navigate = useNavigate();
  return null;
}

async function renderNotifications(language = 'en') {
  await i18nReady;
  await i18n.loadNamespaces([...namespaces]);
  await i18n.changeLanguage(language);
  const { container } = render(
    <MemoryRouter initialEntries={['/first']}>
      <NotificationsProvider>
        <Capture />
        <CaptureOther />
        <Notifications />
      </NotificationsProvider>
    </MemoryRouter>,
  );
  const items = () => createWrapper(container).findFlashbar()!.findItems();
  return { items, texts: () => items().map((item) => item.findContent()!.getElement().textContent) };
}

afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('useNotify', () => {
  it('shows a refusal by its code, a shared message translated, and a network failure', async () => {
    // Prepare
    const { texts, items } = await renderNotifications();

    // Act
    act(() =>
      notify.error(new ApiError(409, 'This request is no longer pending.', undefined, 'workflow.notPending')),
    );
    act(() => other.error(new ApiError(0, 'Failed to fetch')));

    // Assess
    expect(texts()).toEqual([
      'The server could not be reached. Check your connection and try again.',
      'This request is no longer pending. Reload the page to see its current status.',
    ]);
    expect(items().map((item) => item.findDismissButton()!.getElement().getAttribute('aria-label'))).toEqual([
      'Dismiss',
      'Dismiss',
    ]);
    act(() => notify.error('Required field'));
    expect(texts()).toEqual([
      'Required field',
      'The server could not be reached. Check your connection and try again.',
    ]);
  });

  it("speaks the reader's language: refusals by code, shared messages by key, others by status", async () => {
    // Prepare
    const { texts } = await renderNotifications('de');

    // Act
    act(() =>
      notify.error(
        new ApiError(409, 'You already have a request for that date.', undefined, 'request.dateTaken'),
      ),
    );
    act(() => other.error('Wrong email format'));
    const shown = [texts()];
    act(() => other.error(new ApiError(502, 'Bad Gateway')));
    shown.push(texts());

    // Assess
    expect(shown).toEqual([
      [
        'Falsches E-Mail-Format',
        'Sie haben für dieses Datum bereits eine Anfrage. Wählen Sie ein anderes Datum.',
      ],
      [
        'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
        'Sie haben für dieses Datum bereits eine Anfrage. Wählen Sie ein anderes Datum.',
      ],
    ]);
  });

  it('lets successes go on their own while errors stay', async () => {
    // Prepare
    const { texts } = await renderNotifications();
    vi.useFakeTimers();

    // Act
    act(() => notify.error('Something failed'));
    act(() => other.success('Saved'));
    act(() => vi.advanceTimersByTime(successTimeoutMs));

    // Assess
    expect(texts()).toEqual(['Something failed']);
  });

  it("takes an error away when the same form then succeeds, and leaves another form's", async () => {
    // Prepare
    const { texts } = await renderNotifications();
    act(() =>
      notify.error(
        new ApiError(409, 'You already have a request for that date.', undefined, 'request.dateTaken'),
      ),
    );
    act(() => other.error('Something failed'));

    // Act
    act(() => notify.success('Request created.'));

    // Assess
    expect(texts()).toEqual(['Request created.', 'Something failed']);
  });

  it('shows one banner per cause: the same failure twice is one banner', async () => {
    // Prepare
    const { texts } = await renderNotifications();

    // Act
    act(() => notify.error(new ApiError(0, 'Failed to fetch')));
    act(() => other.error(new ApiError(0, 'Failed to fetch')));

    // Assess
    expect(texts()).toEqual(['The server could not be reached. Check your connection and try again.']);
  });

  it('takes every error away when the reader moves to another page', async () => {
    // Prepare
    const { texts } = await renderNotifications();
    act(() => notify.error('Something failed'));
    act(() => other.error(new ApiError(0, 'Failed to fetch')));

    // Act
    act(() => navigate('/second'));

    // Assess
    expect(texts()).toEqual([]);
  });

  it('takes "could not be reached" away once the server answers again', async () => {
    // Prepare
    const { texts } = await renderNotifications();
    act(() => notify.error(new ApiError(0, 'Failed to fetch')));
    act(() => other.error('Something failed'));
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"items":[]}', { status: 200 })));

    // Act
    await act(() => callApi('hostels'));

    // Assess
    vi.unstubAllGlobals();
    expect(texts()).toEqual(['Something failed']);
  });

  it('removes an item when dismissed', async () => {
    // Prepare
    const { texts, items } = await renderNotifications();
    act(() => notify.error('Something failed'));

    // Act
    act(() => items()[0]!.findDismissButton()!.click());

    // Assess
    expect(texts()).toEqual([]);
  });

  it('shows a store that is down as one calm notice that goes once the store answers again', async () => {
    // Prepare
    const { items, texts } = await renderNotifications('de');
    const down = () => new ApiError(503, 'down', undefined, 'server.unavailable', 5);

    // Act
    act(() => notify.error(down()));
    act(() => notify.error(down()));
    const shown = { texts: texts(), html: items()[0]?.getElement().innerHTML ?? '' };
    act(() => reportReachable(true));

    // Assess
    expect(shown.texts).toEqual(['Der Dienst erreicht seine Datenbank gerade nicht. Neuer Versuch läuft…']);
    expect(shown.html).toMatch(/flash-type-info/);
    expect(shown.html).toMatch(/role="status"/);
    expect(items()).toHaveLength(0);
  });
});
