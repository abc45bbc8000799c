/**
 * The Webhooks page (issue 34): the admin sees the hostel's hooks and adds one, whose secret shows once
 * with a copy button; an address the server does not take is told at its field; a secret is rotated after
 * a confirmation, the new one shown once; a hook's deliveries show
 * their outcome, and a failed one is sent again.
 */
import { screen, waitFor, within } from '@testing-library/react';

import { ApiError } from '../../api/api-error';
import { api, callsTo } from '../../test/api-mock';
import { makeTestUser, renderPage } from '../../test/render-page';
import { modal, modalField } from '../../test/wrappers';
import WebhooksPage from './webhooks-page';

vi.mock('../../api/client', () => import('../../test/api-mock'));

const hook = {
  id: '00000000-0000-4000-8000-000000000001',
  url: 'https://erp.example.edu/hooks/clean',
  events: ['request.allotted', 'request.turnedBack'],
  createdAt: '2030-01-15T09:00:00Z',
};
const failed = {
  id: `1894700000000-${'a'.repeat(20)}`,
  event: 'request.allotted',
  at: '2030-01-15T10:00:00Z',
  status: 'failed',
  attempts: 3,
  lastAttemptAt: '2030-01-15T10:00:05Z',
  responseStatus: 503,
  error: 'HTTP 503',
};
const secret = `whsec_${'s'.repeat(43)}`;
let refusal: ApiError | undefined;

beforeAll(async () => {
  await import('./add-webhook-dialog');
}, 60_000);

beforeEach(() => {
  refusal = undefined;
  api.mockReset();
  api.mockImplementation((routeId, options) => {
    const body = (options as { body?: Record<string, unknown> } | undefined)?.body ?? {};
    if (routeId === 'createWebhook' && refusal) return Promise.reject(refusal);
    const answers: Record<string, unknown> = {
      listWebhooks: { items: [hook], max: 5 },
      createWebhook: { webhook: { ...hook, id: 'new', ...body }, secret },
      webhookDeliveries: { items: [failed] },
      rotateWebhookSecret: { webhook: { ...hook, oldSecretUntil: '2030-01-16T09:00:00Z' }, secret },
      resendWebhookDelivery: { ...failed, status: 'delivered', attempts: 4, responseStatus: 204 },
    };
    return Promise.resolve({ status: 200, data: answers[routeId] });
  });
});

async function renderWebhooks() {
  await renderPage(<WebhooksPage />, { user: makeTestUser('admin') });
  await screen.findByText(hook.url);
}

async function fillAdd(url: string) {
  screen.getByRole('button', { name: 'Add webhook' }).click();
  await screen.findByText('Add a webhook');
  modalField('Address').findControl()!.findInput()!.setInputValue(url);
  within(modal().getElement()).getByRole('button', { name: 'Add' }).click();
}

describe('the Webhooks page', () => {
  it('lists the hooks with their events in words and how many more there may be', async () => {
    await renderWebhooks();
    expect(screen.getByText('Request allotted, Request turned back')).toBeVisible();
    expect(screen.getByText('(1/5)')).toBeVisible();
  });

  it('adds a hook for allotments and shows its secret once, to copy', async () => {
    await renderWebhooks();
    await fillAdd('https://erp.example.edu/hooks/new');
    expect(await screen.findByText('Copy the signing secret now: it is shown only this once.')).toBeVisible();
    expect(screen.getByText(secret)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy signing secret' })).toBeVisible();
    expect(callsTo('createWebhook')).toEqual([
      ['createWebhook', { body: { url: 'https://erp.example.edu/hooks/new', events: ['request.allotted'] } }],
    ]);
  });

  it('tells an address the server does not take at its field', async () => {
    refusal = new ApiError(400, 'no', undefined, 'webhook.urlNotAllowed');
    await renderWebhooks();
    await fillAdd('http://erp.example.edu/hooks/new');
    expect(await screen.findByText('A webhook must be an https:// address with a host name.')).toBeVisible();
    expect(screen.queryByText(secret)).toBeNull();
  });

  it('tells a private address at its field', async () => {
    refusal = new ApiError(400, 'no', undefined, 'webhook.privateAddress');
    await renderWebhooks();
    await fillAdd('https://169.254.169.254/latest');
    expect(
      await screen.findByText('A webhook may not point at a private, local or internal network address.'),
    ).toBeVisible();
  });

  it('rotates a hook’s secret after asking, and shows the new one once with the old one’s end', async () => {
    await renderWebhooks();
    screen.getByRole('radio', { name: `Webhook ${hook.url}` }).click();
    screen.getByRole('button', { name: 'Rotate secret' }).click();
    expect(await screen.findByText(/For 24 hours each delivery is signed with both/)).toBeVisible();
    expect(callsTo('rotateWebhookSecret')).toEqual([]);
    within(modal().getElement()).getByRole('button', { name: 'Rotate' }).click();
    expect(await screen.findByText('Copy the signing secret now: it is shown only this once.')).toBeVisible();
    expect(screen.getByText(secret)).toBeVisible();
    expect(screen.getByText(/deliveries are also signed with the old secret/)).toBeVisible();
    expect(callsTo('rotateWebhookSecret')).toEqual([['rotateWebhookSecret', { body: { hookId: hook.id } }]]);
  });

  it('shows a hook’s failed delivery and sends it again', async () => {
    await renderWebhooks();
    screen.getByRole('radio', { name: `Webhook ${hook.url}` }).click();
    expect(await screen.findByText('Failed')).toBeVisible();
    expect(screen.getByText('HTTP 503')).toBeVisible();
    screen.getByRole('radio', { name: /^Delivery of Request allotted/ }).click();
    screen.getByRole('button', { name: 'Send again' }).click();
    expect(await screen.findByText('Delivered again.')).toBeVisible();
    await waitFor(() =>
      expect(callsTo('resendWebhookDelivery')).toEqual([
        ['resendWebhookDelivery', { body: { hookId: hook.id, deliveryId: failed.id } }],
      ]),
    );
  });
});
