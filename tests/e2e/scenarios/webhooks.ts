/**
 * Webhooks (issue 34): the admin opens Webhooks with the keyboard, adds one pointing at a receiver this
 * scenario runs on this machine, and copies its secret off the page, where it shows once. A student asks for
 * a cleaning and the admin allots it: the receiver gets one signed delivery of the allotment, which checks
 * against the secret the README's way, and refuses the same delivery with its body changed. The admin's
 * page shows the delivery as delivered; the hook is then deleted. On a 360 px phone the page, with a long
 * address and the secret, fits the screen, and the admin rotates the secret after a confirmation: a new
 * one shows once, with when the old one stops signing. Each screen passes axe.
 */
import type { Page } from 'playwright-core';

import { webhookHeaders } from '#shared/webhooks';

import { startReceiver } from '../../helpers/webhook-receiver';
import { expect } from '../expect';
import type { Session } from '../harness';
import type { Scenario } from '../run';
import {
  allotRequest,
  createRequest,
  futureDay,
  noSidewaysScroll,
  postApi,
  signIn,
  tokenStorageKey,
} from '../steps';

/** Deletes every hook of the admin's hostel, so no later scenario's changes are posted anywhere. */
async function deleteAllHooks(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), tokenStorageKey);
  const answer = await page.request.get('/api/webhooks', { headers: { authorization: `Bearer ${token}` } });
  const { items } = (await answer.json()) as { items: { id: string }[] };
  for (const hook of items) await postApi(page, '/api/webhooks/delete', { hookId: hook.id });
}

/** Opens Webhooks, adds one for `url` with the keyboard (allotments, the default), and answers its secret. */
async function addHook(admin: Session, url: string): Promise<string> {
  const { page } = admin;
  await admin.goto('/webhooks');
  await expect.visible(page.getByRole('heading', { name: 'Webhooks', level: 1 }));
  const add = page.getByRole('button', { name: 'Add webhook' });
  await expect.visible(add.and(page.locator(':enabled')));
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Address').fill(url);
  expect.truthy(
    await dialog.getByRole('checkbox', { name: 'Request allotted' }).isChecked(),
    'allotments picked',
  );
  await page.keyboard.press('Enter');
  await expect.visible(page.getByText('Copy the signing secret now: it is shown only this once.'));
  const secret = page.getByText(/^whsec_[\w-]{43}$/);
  await expect.visible(secret);
  return ((await secret.textContent()) ?? '').trim();
}

/** Rotates the hook's secret, confirming, and answers the new secret shown with the old one's end. */
async function rotateSecret(admin: Session, url: string): Promise<string> {
  const { page } = admin;
  await page.getByRole('radio', { name: `Webhook ${url}` }).check();
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  const dialog = page.getByRole('dialog');
  await expect.visible(dialog.getByText(/For 24 hours each delivery is signed with both/));
  await admin.capture('webhooks-rotate-confirm');
  await dialog.getByRole('button', { name: 'Rotate', exact: true }).click();
  await expect.visible(page.getByText('The signing secret has been rotated.'));
  await expect.visible(page.getByText(/deliveries are also signed with the old secret/));
  const secret = page.getByText(/^whsec_[\w-]{43}$/);
  await expect.visible(secret);
  return ((await secret.textContent()) ?? '').trim();
}

async function deleteHook(admin: Session, url: string) {
  const { page } = admin;
  await page.getByRole('radio', { name: `Webhook ${url}` }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.visible(page.getByText('The webhook has been deleted.'));
  await expect.visible(page.getByText('No webhooks yet.'));
}

async function desktop(admin: Session, student: Session) {
  const receiver = await startReceiver();
  const day = futureDay(47);
  try {
    await signIn(admin, 'admin');
    await signIn(student, 'student');
    receiver.secret = await addHook(admin, receiver.url);
    await admin.capture('webhooks-added');

    await createRequest(student, day, '16:00');
    await allotRequest(admin, day, '16:00', 'Ravi Keeper');
    const delivery = await expect.eventually(
      () => receiver.received.find((each) => each.body.includes('"request.allotted"')),
      'the allotment posted to the receiver',
      30_000,
    );
    expect.truthy(delivery.verified, 'the delivery to verify against the secret shown');
    const tampered = await fetch(receiver.url, {
      method: 'POST',
      body: delivery.body.replace('"Scheduled"', '"Completed"'),
      headers: {
        'Content-Type': 'application/json',
        [webhookHeaders.timestamp]: delivery.headers[webhookHeaders.timestamp.toLowerCase()]!,
        [webhookHeaders.signature]: delivery.headers[webhookHeaders.signature.toLowerCase()]!,
      },
    });
    expect.equal(tampered.status, 401, 'the receiver’s answer to a tampered body');

    const { page } = admin;
    await admin.goto('/webhooks');
    await page.getByRole('radio', { name: `Webhook ${receiver.url}` }).check();
    await expect.visible(page.getByRole('heading', { name: 'Recent deliveries' }));
    await expect.visible(
      page.getByRole('row').filter({ hasText: 'Request allotted' }).filter({ hasText: 'Delivered' }),
    );
    await admin.capture('webhooks-delivered');
    await deleteHook(admin, receiver.url);
    expect.equal(
      // The runtime's posts (the tampered one above was the scenario's own, without a delivery id).
      receiver.received.filter((each) => each.headers[webhookHeaders.id.toLowerCase()]).length,
      1,
      'deliveries from the runtime',
    );
  } finally {
    await deleteAllHooks(admin.page).catch(() => undefined);
    await receiver.close();
  }
}

async function phone(admin: Session) {
  const receiver = await startReceiver();
  const url = `${receiver.url}/a-long-path-of-a-university-integration-service/hostel-clean/events`;
  try {
    await signIn(admin, 'admin');
    const first = await addHook(admin, url);
    await noSidewaysScroll(admin.page, 'the webhooks page with a hook and its secret');
    await admin.capture('webhooks-phone');
    const rotated = await rotateSecret(admin, url);
    expect.truthy(rotated !== first, 'a new secret after the rotation');
    await noSidewaysScroll(admin.page, 'the webhooks page with a rotated secret');
    await admin.capture('webhooks-rotated-phone');
    await deleteHook(admin, url);
  } finally {
    await deleteAllHooks(admin.page).catch(() => undefined);
    await receiver.close();
  }
}

export const webhookScenarios: Scenario[] = [
  {
    name: 'webhooks',
    devices: ['desktop', 'phone'],
    async run({ open, device }) {
      if (device === 'phone') await phone(await open('phone'));
      else await desktop(await open(), await open());
    },
  },
];
