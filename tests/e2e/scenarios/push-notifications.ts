/**
 * Push notifications (issue 33). The keeper, reading the site in German, is not offered push on their
 * visit; after their first action (turning a request back) they are offered it once, on the next page
 * they open (not above the page they acted on, where it would move that page under their next tap), and
 * turn it on from the offer with the keyboard. The admin allots them the request again; the runtime's
 * notice function pushes it to the mock push service (`web-push-testing`), which checks the VAPID
 * signature and decrypts it; the payload is delivered to the site's service worker through DevTools
 * (`ServiceWorker.deliverPushMessage`), which shows the notification in German with the request's link; a
 * tap on it opens the request's timeline. Chromium here reaches no real push service, so its
 * `pushManager.subscribe` hands out a subscription the mock made (the site's own code saves it). On a
 * 360 px phone, a student reading Japanese is offered push after their first request and says Not now,
 * then turns push on and off from the profile: the offer and the section fit and pass axe.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type RunningRuntime, runtimeFileName } from '#local/dynamo-local';
import { subscribeWithMock } from '#local/push-service';

import { expect } from '../expect';
import type { Session } from '../harness';
import { sayIn } from '../locale-text';
import type { Scenario } from '../run';
import {
  createRequest,
  demo,
  demoPassword,
  futureDay,
  noSidewaysScroll,
  postApi,
  rowOf,
  signIn,
} from '../steps';
import {
  deliverToWorker,
  publicKeyFor,
  pushesReceived,
  pushManagerOfTheMock,
  tapNotification,
} from './push-browser';

const keeperName = 'Ravi Keeper';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The student on a phone, in Japanese: the offer after their first request fits 360 px and goes with Not
 * now; then push on and off from the profile, the section within 360 px.
 */
async function onPhone(student: Session, mock: string) {
  const say = sayIn('ja');
  await student.goto('/about?lng=ja');
  await signIn(student, 'student', demo.student, demoPassword, say);
  await pushManagerOfTheMock(student, await subscribeWithMock(mock, await publicKeyFor(student)));
  // Signing in shows the language stored on the profile, which an earlier scenario may have left another.
  await postApi(student.page, '/api/updateUser', { language: 'ja' });
  let id: string | undefined;
  try {
    await student.goto('/clean-requests?lng=ja');
    await student.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const made = student.page.waitForResponse((answer) => answer.url().endsWith('/api/createRequest'));
    await createRequest(student, futureDay(46), '10:00', { say });
    id = ((await (await made).json()) as { request: { _id: string } }).request._id;
    const offer = student.page.getByText(say('profile:push.offer.question'));
    // The top bar's identity: the way back to the dashboard on a phone.
    await student.page.getByRole('banner').getByRole('link', { name: 'Hostel Clean' }).click();
    await expect.path(student.page, '/dashboard/student');
    await expect.visible(offer);
    await noSidewaysScroll(student.page, 'the push offer at 360 px');
    await student.capture('push-offer-phone');
    await student.page.getByRole('button', { name: say('profile:push.offer.notNow'), exact: true }).click();
    await expect.hidden(offer);

    await student.context.grantPermissions(['notifications'], { origin: student.baseUrl });
    await student.goto('/user-profile');
    await student.page.getByRole('button', { name: say('profile:push.turnOn') }).click();
    await expect.visible(student.page.getByText(say('profile:push.state.on')));
    await noSidewaysScroll(student.page, 'the profile with push on');
    await student.capture('push-on-phone');
    await student.page.getByRole('button', { name: say('profile:push.turnOff') }).click();
    await expect.visible(student.page.getByText(say('profile:push.state.off')));
  } finally {
    if (id) await postApi(student.page, '/api/cancelRequest', { id }).catch(() => undefined);
    await student.goto('/about?lng=en');
    await expect.visible(student.page.getByRole('heading', { level: 1 }).first());
  }
}

/**
 * The keeper in German: no offer on the visit, the offer after turning a request back, push on from it;
 * the admin allots the request again, the push reaches the worker, and a tap opens its timeline.
 */
async function onDesktop(keeper: Session, admin: Session, student: Session, mock: string) {
  const say = sayIn('de');
  await signIn(admin, 'admin');
  await signIn(student, 'student');
  const day = futureDay(45);
  const made = (await postApi(
    student.page,
    '/api/createRequest',
    { room: '101', floor: '1', date: day.iso, time: '09:00' },
    201,
  )) as { request: { _id: string } };
  const id = made.request._id;
  try {
    await postApi(admin.page, '/api/allotRequest', { id, roomKeeper: keeperName });

    // The keeper reads the site in German (stored on their profile: the push is written in it).
    await keeper.goto('/about?lng=de');
    await signIn(keeper, 'roomkeeper', demo.roomkeeper, demoPassword, say);
    const subscription = await subscribeWithMock(mock, await publicKeyFor(keeper));
    await pushManagerOfTheMock(keeper, subscription);
    // Signing in shows the language stored on the profile, which an earlier scenario may have left another.
    await postApi(keeper.page, '/api/updateUser', { language: 'de' });
    await keeper.goto('/dashboard/roomkeeper?lng=de');
    await keeper.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const offer = keeper.page.getByText(say('profile:push.offer.question'));
    const row = rowOf(keeper.page, say.date(day.iso), '09:00');
    await expect.visible(row);
    expect.equal(await offer.count(), 0, 'offers of push on the visit');

    // The first action: the keeper gives the request back to the admin.
    await row.getByRole('button', { name: say('dashboard:keeper.reject') }).click();
    const dialog = keeper.page.getByRole('dialog', {
      name: new RegExp(`^${escape(say('dashboard:cantClean.title'))}`),
    });
    await dialog.getByRole('button', { name: say('dashboard:cantClean.submit') }).click();
    await expect.visible(keeper.page.getByText(say('dashboard:cantClean.done')));
    await keeper.page.getByRole('link', { name: say('shell:nav.cleanRequests'), exact: true }).click();
    await expect.path(keeper.page, '/clean-requests');
    await expect.visible(offer);
    await keeper.capture('push-offer');

    // Turn on, with the keyboard; the browser's permission prompt is answered with Allow.
    await keeper.context.grantPermissions(['notifications'], { origin: keeper.baseUrl });
    await keeper.page.getByRole('button', { name: say('profile:push.offer.turnOn'), exact: true }).focus();
    await keeper.page.keyboard.press('Enter');
    await expect.visible(keeper.page.getByText(say('profile:push.turnedOn')));
    await expect.hidden(offer);
    await keeper.goto('/user-profile');
    await expect.visible(keeper.page.getByText(say('profile:push.state.on')));

    // The admin allots it again: the keeper's device gets the push.
    await postApi(admin.page, '/api/allotRequest', { id, roomKeeper: keeperName });
    const received = await pushesReceived(mock, subscription.clientHash);
    const pushes = received.map(
      (payload) => JSON.parse(payload) as { title: string; body: string; url: string },
    );
    for (const pushed of pushes) {
      expect.truthy(
        pushed.title.startsWith('Neue Reinigung: Zimmer 101 am '),
        `a German title (${pushed.title})`,
      );
      const link = new URL(pushed.url);
      expect.equal(
        `${link.pathname}${link.search}`,
        `/dashboard/roomkeeper?request=${id}`,
        'the pushed link',
      );
    }
    const pushed = pushes.at(-1)!;
    const [shown, ...more] = await deliverToWorker(keeper, received.at(-1)!);
    expect.equal(more.length, 0, 'other notifications shown');
    expect.equal(shown!.title, pushed.title, 'the title shown');
    expect.equal(shown!.body, pushed.body, 'the text shown');
    expect.equal(shown!.url, `/dashboard/roomkeeper?request=${id}`, 'the link a tap opens');

    // A tap opens the request's timeline, in German, in the window the keeper has open.
    await tapNotification(keeper);
    await expect.path(keeper.page, '/dashboard/roomkeeper');
    expect.equal(new URL(keeper.page.url()).searchParams.get('request'), id, 'the request opened');
    const timeline = keeper.page.getByRole('list', { name: say('shell:timeline.panel') });
    await expect.visible(timeline);
    await expect.visible(
      keeper.page.getByText(say('shell:timeline.title', { room: '101', date: say.date(day.iso) })),
    );
    await keeper.capture('push-tapped');

    await keeper.goto('/user-profile');
    await keeper.page.getByRole('button', { name: say('profile:push.turnOff') }).click();
    await expect.visible(keeper.page.getByText(say('profile:push.state.off')));
  } finally {
    await postApi(student.page, '/api/cancelRequest', { id }).catch(() => undefined);
    // English again for the scenarios after this one.
    await keeper.goto('/about?lng=en');
    await expect.visible(keeper.page.getByRole('heading', { level: 1 }).first());
  }
}

export const pushNotificationScenarios: Scenario[] = [
  {
    name: 'push-notifications',
    devices: ['desktop', 'phone'],
    async run({ open, runtime, device }) {
      const running = JSON.parse(
        readFileSync(join(runtime.dataDir, runtimeFileName), 'utf8'),
      ) as RunningRuntime;
      const mock = running.pushServiceOrigin!;
      if (device === 'phone') {
        return onPhone(await open('phone', 'ja-JP'), mock);
      }
      const [keeper, admin, student] = await Promise.all([open('desktop', 'de-DE'), open(), open()]);
      return onDesktop(keeper, admin, student, mock);
    },
  },
];
