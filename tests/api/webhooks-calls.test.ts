/**
 * The DynamoDB calls of the webhook routes and of the stream's deliveries (docs/dynamodb-calls.md, issue
 * 34): key reads of the hostel's one hooks item, one Query of a hook's newest deliveries the same at 3 as
 * at 30 stored, and per batch one read of a hostel's hooks with one Put and one Update per delivery; the
 * routes send exactly the actions the table declares, each seen.
 */
import { onDynamoCall } from '#functions/data/store/client';
import { claimDelivery } from '#functions/data/webhooks';
import { deliverWebhooks } from '#functions/streams/webhook-deliveries';

import { callsOf, expectDeclaredActions } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles } from '../helpers/fixtures';
import { closedPortUrl, hookWithDelivery } from '../helpers/webhooks';

let admin: Account;

beforeAll(async () => {
  ({ admin } = await hostelWithRoles());
});

const hook = { url: closedPortUrl, events: ['request.allotted'] as const };

/** A stream record of a request just allotted in the admin's hostel. */
const allotment = (id: string) =>
  ({
    eventName: 'MODIFY',
    dynamodb: {
      NewImage: {
        entity: { S: 'Request' },
        _id: { S: id },
        hostelId: { S: admin.hostelId },
        requestStatus: { S: 'Scheduled' },
        history: {
          L: [
            {
              M: {
                at: { S: new Date().toISOString() },
                action: { S: 'allot' },
                status: { S: 'Scheduled' },
              },
            },
          ],
        },
      },
    },
  }) as never;

describe('DynamoDB calls of the webhook routes', () => {
  it('are the documented ones', async () => {
    const list = await callsOf('listWebhooks', { token: admin.token });
    const create = await callsOf('createWebhook', { token: admin.token, body: hook });
    const refused = await callsOf('createWebhook', {
      token: admin.token,
      body: { ...hook, url: 'http://hooks.example.org/' },
    });
    const { hookId, deliveryId } = await hookWithDelivery(admin.hostelId);
    const deliveries = await callsOf('webhookDeliveries', { token: admin.token, query: { hookId } });
    const resend = await callsOf('resendWebhookDelivery', {
      token: admin.token,
      body: { hookId, deliveryId },
    });
    const rotate = await callsOf('rotateWebhookSecret', { token: admin.token, body: { hookId } });
    const remove = await callsOf('deleteWebhook', { token: admin.token, body: { hookId } });
    const missing = await callsOf('deleteWebhook', { token: admin.token, body: { hookId } });
    const rotateMissing = await callsOf('rotateWebhookSecret', { token: admin.token, body: { hookId } });
    const privateUrl = await callsOf('createWebhook', {
      token: admin.token,
      body: { ...hook, url: 'https://10.0.0.1/' },
    });
    expect({
      list,
      create,
      refused,
      deliveries,
      resend,
      rotate,
      remove,
      missing,
      rotateMissing,
      privateUrl,
    }).toEqual({
      list: { status: 200, commands: ['GetItem', 'GetItem'] },
      create: { status: 201, commands: ['GetItem', 'TransactWriteItems'] },
      refused: { status: 400, commands: ['GetItem'] },
      deliveries: { status: 200, commands: ['GetItem', 'GetItem', 'Query'] },
      resend: { status: 200, commands: ['GetItem', 'GetItem', 'GetItem', 'UpdateItem'] },
      rotate: { status: 200, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      remove: { status: 200, commands: ['GetItem', 'GetItem', 'TransactWriteItems'] },
      missing: { status: 404, commands: ['GetItem', 'GetItem'] },
      rotateMissing: { status: 404, commands: ['GetItem', 'GetItem'] },
      privateUrl: { status: 400, commands: ['GetItem'] },
    });
  });

  it('list a hook’s deliveries with the same calls at 3 as at 30', async () => {
    const { hookId } = await hookWithDelivery(admin.hostelId);
    const add = (n: number) =>
      claimDelivery(
        admin.hostelId,
        {
          id: `${String(1_900_000_000_000 + n)}-${'c'.repeat(20)}`,
          hookId,
          event: 'request.allotted',
          at: new Date().toISOString(),
          body: '{}',
        },
        new Date().toISOString(),
      );
    for (let n = 0; n < 2; n++) await add(n);
    const few = await callsOf('webhookDeliveries', { token: admin.token, query: { hookId } });
    for (let n = 2; n < 29; n++) await add(n);
    const many = await callsOf('webhookDeliveries', { token: admin.token, query: { hookId } });
    expect(many).toEqual(few);
  });

  it('of the stream: one read of the hostel’s hooks per batch, a Put and an Update per delivery', async () => {
    // One hook, to a closed port: each delivery fails after its three attempts (the calls are the same).
    await hookWithDelivery(admin.hostelId);
    const commands: string[] = [];
    const stop = onDynamoCall((command) => commands.push(command.replace(/Command$/, '')));
    try {
      await deliverWebhooks([allotment('r-1'), allotment('r-2')]);
    } finally {
      stop();
    }
    expect(commands.sort()).toEqual(['GetItem', 'PutItem', 'PutItem', 'UpdateItem', 'UpdateItem']);
  });

  it('send exactly the DynamoDB actions the route table declares, each seen', () =>
    expectDeclaredActions(async (call) => {
      await call('listWebhooks', { token: admin.token });
      await call('createWebhook', { token: admin.token, body: hook });
      const { hookId, deliveryId } = await hookWithDelivery(admin.hostelId);
      await call('webhookDeliveries', { token: admin.token, query: { hookId } });
      await call('resendWebhookDelivery', { token: admin.token, body: { hookId, deliveryId } });
      await call('rotateWebhookSecret', { token: admin.token, body: { hookId } });
      await call('deleteWebhook', { token: admin.token, body: { hookId } });
    }));
});
