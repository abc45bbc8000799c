/** Notifications: API errors in the user's language, successes that go away, dismiss labels. */
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { disableMotion } from '@cloudscape-design/global-styles';
import { act, render } from '@testing-library/react';

import { ApiError } from '../api/api-error';
import { reportReachable } from '../api/reachability';
import i18n, { i18nReady, namespaces } from '../i18n';
import { Notifications, NotificationsProvider, type Notify, useNotify } from './notifications';
import { successTimeoutMs } from './notify-context';

// Without motion, Flashbar removes items at once instead of after an exit animation.
beforeAll(() => disableMotion(true));
afterAll(() => disableMotion(false));

let notify: Notify;
function Capture() {
  notify = useNotify();
  return null;
}

async function renderNotifications(language = 'en') {
  await i18nReady;
  await i18n.loadNamespaces([...namespaces]);
  await i18n.changeLanguage(language);
  const { container } = render(
    <NotificationsProvider>
      <Capture />
      <Notifications />
    </NotificationsProvider>,
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
    act(() => notify.error('Required field'));
    act(() => notify.error(new ApiError(0, 'Failed to fetch')));

    // Assess
    expect(texts()).toEqual([
      'The server could not be reached. Check your connection and try again.',
      'Required field',
      'This request is no longer pending. Reload the page to see its current status.',
    ]);
    expect(items().map((item) => item.findDismissButton()!.getElement().getAttribute('aria-label'))).toEqual([
      'Dismiss',
      'Dismiss',
      'Dismiss',
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
    act(() => notify.error('Wrong email format'));
    act(() => notify.error(new ApiError(502, 'Bad Gateway')));

    // Assess
    expect(texts()).toEqual([
      'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
      'Falsches E-Mail-Format',
      'Sie haben für dieses Datum bereits eine Anfrage. Wählen Sie ein anderes Datum.',
    ]);
  });

  it('lets successes go on their own while errors stay', async () => {
    // Prepare
    const { texts } = await renderNotifications();
    vi.useFakeTimers();

    // Act
    act(() => notify.error('Something failed'));
    act(() => notify.success('Saved'));
    act(() => vi.advanceTimersByTime(successTimeoutMs));

    // Assess
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
