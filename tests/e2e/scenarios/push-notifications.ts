/**
 * Push notifications (issue 33): the keeper, reading the site in German, turns push on from the profile
 * with the keyboard; the admin allots them a request; the runtime's notice function pushes it to the mock
 * push service (`web-push-testing`), which checks the VAPID signature and decrypts it; the payload is then
 * delivered to the site's service worker through DevTools (`ServiceWorker.deliverPushMessage`), which shows
 * the notification in German with the request's link. Chromium here reaches no real push service, so its
 * `pushManager.subscribe` hands out a subscription the mock made (the site's own code saves it). On a
 * 360 px phone, a student reading Japanese turns push on and off: the section fits and passes axe.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type RunningRuntime, runtimeFileName } from '#local/dynamo-local';
import { receivedByMock, subscribeWithMock } from '#local/push-service';

import { expect } from '../expect';
import type { Session } from '../harness';
import { sayIn } from '../locale-text';
import type { Scenario } from '../run';
import { demo, demoPassword, futureDay, noSidewaysScroll, postApi, signIn, tokenStorageKey } from '../steps';

/** The VAPID key the API answers the person signed in on `page`. */
async function publicKeyFor(keeper: Session): Promise<string> {
  const token = await keeper.page.evaluate((key) => localStorage.getItem(key), tokenStorageKey);
  const answer = await keeper.page.request.get('/api/push/key', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect.equal(answer.status(), 200, 'the status of GET /api/push/key');
  return ((await answer.json()) as { publicKey: string }).publicKey;
}

type MockSubscription = Awaited<ReturnType<typeof subscribeWithMock>>;

/** The browser's push manager, handing out the mock's subscription (the page's scripts see no other). */
async function pushManagerOfTheMock(keeper: Session, subscription: MockSubscription) {
  await keeper.context.addInitScript((made: MockSubscription) => {
    let current: unknown = null;
    const browserSubscription = {
      endpoint: made.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
      unsubscribe: () => {
        current = null;
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = function subscribe() {
      current = browserSubscription;
      return Promise.resolve(browserSubscription as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(current as PushSubscription | null);
    };
  }, subscription);
}

/** What the mock received for the subscription, once it has something (the stream is polled twice a second). */
async function pushReceived(mock: string, clientHash: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [first] = await receivedByMock(mock, clientHash);
    if (first) return first;
    if (Date.now() > deadline)
      throw new Error('Expected the mock push service to receive a push within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Hands the payload to the site's service worker as a push service would, and answers what it shows. */
async function deliverToWorker(keeper: Session, payload: string) {
  const cdp = await keeper.context.newCDPSession(keeper.page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(keeper.baseUrl) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: keeper.baseUrl,
    registrationId,
    data: payload,
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const shown = await keeper.page.evaluate(async () => {
      const worker = await navigator.serviceWorker.ready;
      return (await worker.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url?: string } | null)?.url,
      }));
    });
    if (shown.length > 0) return shown;
    if (Date.now() > deadline) throw new Error('Expected the service worker to show the push within 15 s');
    await keeper.page.waitForTimeout(100);
  }
}

/** The student on a phone, in Japanese: push on and off from the profile, the section within 360 px. */
async function onPhone(student: Session, mock: string) {
  const say = sayIn('ja');
  await student.goto('/about?lng=ja');
  await signIn(student, 'student', demo.student, demoPassword, say);
  await pushManagerOfTheMock(student, await subscribeWithMock(mock, await publicKeyFor(student)));
  try {
    await student.goto('/user-profile');
    await student.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await student.page.getByRole('button', { name: say('profile:push.turnOn') }).click();
    await expect.visible(student.page.getByText(say('profile:push.state.on')));
    await noSidewaysScroll(student.page, 'the profile with push on');
    await student.capture('push-on-phone');
    await student.page.getByRole('button', { name: say('profile:push.turnOff') }).click();
    await expect.visible(student.page.getByText(say('profile:push.state.off')));
  } finally {
    await student.goto('/about?lng=en');
    await expect.visible(student.page.getByRole('heading', { level: 1 }).first());
  }
}

export const pushNotificationScenarios: Scenario[] = [
  {
    name: 'push-notifications',
    devices: ['desktop', 'phone'],
    async run({ open, runtime, device }) {
      const say = sayIn('de');
      const running = JSON.parse(
        readFileSync(join(runtime.dataDir, runtimeFileName), 'utf8'),
      ) as RunningRuntime;
      const mock = running.pushServiceOrigin!;
      if (device === 'phone') {
        const student = await open('phone', 'ja-JP');
        await student.context.grantPermissions(['notifications'], { origin: student.baseUrl });
        return onPhone(student, mock);
      }
      const [keeper, admin, student] = await Promise.all([open('desktop', 'de-DE'), open(), open()]);
      await keeper.context.grantPermissions(['notifications'], { origin: keeper.baseUrl });

      // The keeper reads the site in German (stored on their profile: the push is written in it).
      await keeper.goto('/about?lng=de');
      await signIn(keeper, 'roomkeeper', demo.roomkeeper, demoPassword, say);
      const subscription = await subscribeWithMock(mock, await publicKeyFor(keeper));
      await pushManagerOfTheMock(keeper, subscription);
      await keeper.goto('/user-profile');
      await keeper.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      const turnOn = keeper.page.getByRole('button', { name: say('profile:push.turnOn') });
      await turnOn.focus();
      await keeper.page.keyboard.press('Enter');
      await expect.visible(keeper.page.getByText(say('profile:push.state.on')));
      await keeper.capture('push-on');

      await Promise.all([signIn(admin, 'admin'), signIn(student, 'student')]);
      const day = futureDay(45);
      const made = (await postApi(
        student.page,
        '/api/createRequest',
        { room: '101', floor: '1', date: day.iso, time: '09:00' },
        201,
      )) as { request: { _id: string } };
      const id = made.request._id;
      try {
        await postApi(admin.page, '/api/allotRequest', { id, roomKeeper: 'Ravi Keeper' });

        const payload = await pushReceived(mock, subscription.clientHash);
        const pushed = JSON.parse(payload) as { title: string; body: string; url: string };
        expect.truthy(
          pushed.title.startsWith('Neue Reinigung: Zimmer 101 am '),
          `a German title (${pushed.title})`,
        );

        const [shown, ...more] = await deliverToWorker(keeper, payload);
        expect.equal(more.length, 0, 'other notifications shown');
        expect.equal(shown!.title, pushed.title, 'the title shown');
        expect.equal(shown!.body, pushed.body, 'the text shown');
        expect.equal(shown!.url, `/dashboard/roomkeeper?request=${id}`, 'the link a tap opens');

        await keeper.page.getByRole('button', { name: say('profile:push.turnOff') }).click();
        await expect.visible(keeper.page.getByText(say('profile:push.state.off')));
      } finally {
        await postApi(student.page, '/api/cancelRequest', { id }).catch(() => undefined);
        // English again for the scenarios after this one.
        await keeper.goto('/about?lng=en');
        await expect.visible(keeper.page.getByRole('heading', { level: 1 }).first());
      }
    },
  },
];
