/**
 * The browser's side of push for the `push-notifications` scenario: the site's VAPID key, a push manager
 * that hands out the mock push service's subscription, what the mock received, delivering a push to the
 * site's service worker through DevTools, and a tap on the notification it shows.
 */
import { receivedByMock, subscribeWithMock } from '#local/push-service';

import { expect } from '../expect';
import type { Session } from '../harness';
import { tokenStorageKey } from '../steps';

/** The VAPID key the API answers the person signed in on the session's page. */
export async function publicKeyFor(person: Session): Promise<string> {
  const token = await person.page.evaluate((key) => localStorage.getItem(key), tokenStorageKey);
  const answer = await person.page.request.get('/api/push/key', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect.equal(answer.status(), 200, 'the status of GET /api/push/key');
  return ((await answer.json()) as { publicKey: string }).publicKey;
}

export type MockSubscription = Awaited<ReturnType<typeof subscribeWithMock>>;

/**
 * The browser's push manager, handing out the mock's subscription (the page's scripts see no other).
 * Whether the device is subscribed is kept in the tab's session storage, so a page loaded later (the
 * notification's link, the profile) sees it as the browser would.
 */
export async function pushManagerOfTheMock(person: Session, subscription: MockSubscription) {
  await person.context.addInitScript((made: MockSubscription) => {
    const key = 'e2e.mock-push-subscribed';
    const browserSubscription = {
      endpoint: made.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
      unsubscribe: () => {
        sessionStorage.removeItem(key);
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = function subscribe() {
      sessionStorage.setItem(key, '1');
      return Promise.resolve(browserSubscription as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      const subscribed = sessionStorage.getItem(key) !== null;
      return Promise.resolve((subscribed ? browserSubscription : null) as PushSubscription | null);
    };
  }, subscription);
}

/**
 * Every push the mock received for the subscription, once it has one (the stream is polled twice a
 * second).
 */
export async function pushesReceived(mock: string, clientHash: string): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const received = await receivedByMock(mock, clientHash);
    if (received.length > 0) return received;
    if (Date.now() > deadline)
      throw new Error('Expected the mock push service to receive a push within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Hands the payload to the site's service worker as a push service would, and answers what it shows. */
export async function deliverToWorker(person: Session, payload: string) {
  const cdp = await person.context.newCDPSession(person.page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(person.baseUrl) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: person.baseUrl,
    registrationId,
    data: payload,
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const shown = await person.page.evaluate(async () => {
      const worker = await navigator.serviceWorker.ready;
      return (await worker.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url?: string } | null)?.url,
      }));
    });
    if (shown.length > 0) return shown;
    if (Date.now() > deadline) throw new Error('Expected the service worker to show the push within 15 s');
    await person.page.waitForTimeout(100);
  }
}

/** The service worker's global scope, as far as a tap needs it (the suite is typed for pages). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}

/**
 * A tap on the notification the worker shows. Headless Chromium draws no notification to click, and
 * DevTools has no command for a tap, so the worker is handed the `notificationclick` event a tap fires,
 * with the very notification it showed (`registration.getNotifications()`): the site's handler
 * (`web/public/push-sw.js`) runs as on a tap. Two things differ from a tap, both Chromium's rules for an
 * event a script made: `waitUntil` refuses it, so here it collects the promise, which the tap then awaits
 * as the browser would; and `focus()` is refused ("Not allowed to focus a window"), which the handler
 * lets pass, so the focus itself is not what this checks.
 */
export async function tapNotification(person: Session): Promise<void> {
  const worker =
    person.context.serviceWorkers().find((candidate) => candidate.url().startsWith(person.baseUrl)) ??
    (await person.context.waitForEvent('serviceworker'));
  const tapped = await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification, ...more] = await scope.registration.getNotifications();
    if (!notification || more.length > 0) return 'not one notification';
    const tap = new scope.NotificationEvent('notificationclick', { notification });
    const waited: Promise<unknown>[] = [];
    Object.defineProperty(tap, 'waitUntil', { value: (work: Promise<unknown>) => waited.push(work) });
    scope.dispatchEvent(tap);
    if (waited.length !== 1) return `${waited.length} promises waited for`;
    try {
      await Promise.all(waited);
    } catch (error) {
      return `the tap failed: ${String(error)}`;
    }
    // A tap takes the notification away.
    return (await scope.registration.getNotifications()).length === 0 ? 'tapped' : 'still shown';
  });
  expect.equal(tapped, 'tapped', 'the tap on the notification');
}
