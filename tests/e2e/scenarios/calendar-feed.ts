/**
 * Calendar feeds (issue 33): the student opens "Calendar link" on their profile with the keyboard, makes a
 * link, and the feed at the URL shown (fetched as a calendar app would, with no session) holds their
 * request as an event in iCalendar; replaced, the old URL is 404; revoked, the new one too. On a 360 px
 * phone the same section fits the screen and the long URL wraps. Each screen passes axe.
 */
import type { Page } from 'playwright-core';

import { expect } from '../expect';
import type { Session } from '../harness';
import type { Scenario } from '../run';
import { futureDay, noSidewaysScroll, postApi, signIn } from '../steps';

const feedUrl = /^https?:\/\/[^/]+\/api\/calendar\/[\w-]{43}\.ics$/;

/** The URL the page shows once, read off the page as a person copies it. */
async function shownUrl(page: Page): Promise<string> {
  const alert = page.getByText('Copy your link now: it is shown only this once.');
  await expect.visible(alert);
  const text = page.getByText(feedUrl);
  await expect.visible(text);
  return ((await text.textContent()) ?? '').trim();
}

/** Fetches the feed as a calendar app does: no session, no cookies. */
async function fetchFeed(page: Page, url: string) {
  const answer = await page.request.get(url, { headers: { authorization: '' } });
  return { status: answer.status(), type: answer.headers()['content-type'], text: await answer.text() };
}

async function run(student: Session, device: 'desktop' | 'phone') {
  const { page } = student;
  await signIn(student, 'student');
  const day = futureDay(device === 'phone' ? 44 : 43);
  const made = (await postApi(
    page,
    '/api/createRequest',
    { room: '101', floor: '1', date: day.iso, time: '10:00' },
    201,
  )) as {
    request: { _id: string };
  };
  const id = made.request._id;
  try {
    await student.goto('/user-profile');
    await expect.visible(page.getByRole('heading', { name: 'My Profile', level: 1 }));
    // Opened with the keyboard: the section's header is a button that Enter unfolds.
    const header = page.getByRole('button', { name: /Calendar link/ }).first();
    await header.focus();
    await page.keyboard.press('Enter');
    await expect.visible(page.getByText('You have no calendar link.'));
    const makeButton = page.getByRole('button', { name: 'Make a calendar link' });
    await makeButton.focus();
    await page.keyboard.press('Enter');
    const first = await shownUrl(page);
    await student.capture(`calendar-link-made-${device}`);
    if (device === 'phone') await noSidewaysScroll(page, 'the profile with a calendar link shown');

    const feed = await fetchFeed(page, first);
    expect.equal(feed.status, 200, 'the status of the feed');
    expect.equal(feed.type, 'text/calendar; charset=utf-8', 'the type of the feed');
    expect.truthy(feed.text.includes(`\r\nUID:${id}@hostel-clean\r\n`), `the feed to hold request ${id}`);
    expect.truthy(feed.text.includes('\r\nSUMMARY:Clean: room 101\r\n'), 'the event to say which room');

    await page.getByRole('button', { name: 'Replace link' }).click();
    await expect.hidden(page.getByText(first));
    const second = await shownUrl(page);
    expect.truthy(second !== first, 'a new URL after replacing');
    expect.equal((await fetchFeed(page, first)).status, 404, 'the replaced URL');
    expect.equal((await fetchFeed(page, second)).status, 200, 'the new URL');

    await page.getByRole('button', { name: 'Revoke link' }).click();
    await expect.visible(page.getByText('You have no calendar link.'));
    await student.capture(`calendar-link-revoked-${device}`);
    expect.equal((await fetchFeed(page, second)).status, 404, 'the revoked URL');
  } finally {
    await postApi(page, '/api/cancelRequest', { id }).catch(() => undefined);
  }
}

export const calendarFeedScenarios: Scenario[] = [
  {
    name: 'calendar-feed',
    devices: ['desktop', 'phone'],
    async run({ open, device }) {
      await run(await open(device), device === 'phone' ? 'phone' : 'desktop');
    },
  },
];
