/**
 * Authorization matrix rows of the webhook routes (`route-table/webhooks.ts`; see `../matrix-types.ts`):
 * only a hostel's admin sees and changes its hooks; another hostel's hook or delivery answers exactly as a
 * missing one (404). Each row first makes the hooks of the hostel what it needs, so the five-hook limit
 * never decides an answer; deliveries go to a closed port on this machine, so nothing leaves it.
 */
import { randomUUID } from 'node:crypto';

import { closedPortUrl, hookWithDelivery, setHooks, storedHook } from '../../helpers/webhooks';
import { adminOnly, expectAll, matrixRow } from '../matrix-types';

const adminsMiss = expectAll(403, { anonymous: 401, adminOwn: 404, adminOther: 404 });
const adminsCreate = expectAll(403, { anonymous: 401, adminOwn: 201, adminOther: 201 });

export const rows = [
  matrixRow({
    route: 'listWebhooks',
    prepare: async (world) => setHooks(world.hostel.id, [storedHook()]),
    call: () => ({}),
    expect: adminOnly({ adminOther: 200 }),
    check: (answer, { actor }) => {
      if (answer.status !== 200) return;
      expect(answer.body.items).toHaveLength(actor === 'adminOwn' ? 1 : 0);
      expect(JSON.stringify(answer.body)).not.toContain('whsec_');
    },
  }),
  matrixRow({
    route: 'createWebhook',
    prepare: async (world) => setHooks(world.hostel.id, []),
    call: () => ({ body: { url: closedPortUrl, events: ['request.allotted', 'request.completed'] } }),
    expect: adminsCreate,
    check: (answer) => {
      if (answer.status === 201) expect(answer.body.secret).toMatch(/^whsec_[\w-]{43}$/);
    },
  }),
  matrixRow({
    route: 'createWebhook',
    case: 'the hostel has its five hooks',
    prepare: async (world) => {
      const five = Array.from({ length: 5 }, () => storedHook());
      await Promise.all([setHooks(world.hostel.id, five), setHooks(world.otherHostel.id, five)]);
    },
    call: () => ({ body: { url: closedPortUrl, events: ['request.allotted'] } }),
    expect: expectAll(403, { anonymous: 401, adminOwn: 409, adminOther: 409 }),
  }),
  matrixRow({
    route: 'createWebhook',
    case: 'a private address',
    call: () => ({ body: { url: 'https://169.254.169.254/latest', events: ['request.allotted'] } }),
    expect: expectAll(403, { anonymous: 401, adminOwn: 400, adminOther: 400 }),
    check: (answer) => {
      if (answer.status === 400) expect(answer.body.code).toBe('webhook.privateAddress');
    },
  }),
  matrixRow({
    route: 'rotateWebhookSecret',
    prepare: async (world) => {
      const hook = storedHook();
      await setHooks(world.hostel.id, [hook]);
      return hook;
    },
    call: ({ prepared }) => ({ body: { hookId: prepared.id } }),
    expect: adminOnly({ adminOther: 404 }),
    check: (answer, { prepared }) => {
      if (answer.status !== 200) return;
      expect(answer.body.secret).toMatch(/^whsec_[\w-]{43}$/);
      expect(answer.body.secret).not.toBe(prepared.secret);
      expect(answer.body.webhook).toMatchObject({ id: prepared.id, oldSecretUntil: expect.any(String) });
    },
  }),
  matrixRow({
    route: 'rotateWebhookSecret',
    case: 'a hook never made',
    call: () => ({ body: { hookId: randomUUID() } }),
    expect: adminsMiss,
  }),
  matrixRow({
    route: 'deleteWebhook',
    prepare: async (world) => {
      const hook = storedHook();
      await setHooks(world.hostel.id, [hook]);
      return hook.id;
    },
    call: ({ prepared }) => ({ body: { hookId: prepared } }),
    expect: adminOnly({ adminOther: 404 }),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body.items).toEqual([]);
    },
  }),
  matrixRow({
    route: 'deleteWebhook',
    case: 'a hook never made',
    call: () => ({ body: { hookId: randomUUID() } }),
    expect: adminsMiss,
  }),
  matrixRow({
    route: 'webhookDeliveries',
    prepare: async (world) => hookWithDelivery(world.hostel.id),
    call: ({ prepared }) => ({ query: { hookId: prepared.hookId } }),
    expect: adminOnly({ adminOther: 404 }),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body.items).toHaveLength(1);
    },
  }),
  matrixRow({
    route: 'resendWebhookDelivery',
    prepare: async (world) => hookWithDelivery(world.hostel.id),
    call: ({ prepared }) => ({ body: prepared }),
    expect: adminOnly({ adminOther: 404 }),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body).toMatchObject({ status: 'failed', attempts: 1 });
    },
  }),
  matrixRow({
    route: 'resendWebhookDelivery',
    case: 'a delivery never made, of a hook of the hostel',
    prepare: async (world) => {
      const { hookId } = await hookWithDelivery(world.hostel.id);
      return { hookId, deliveryId: `0000000000000-${'b'.repeat(20)}` };
    },
    call: ({ prepared }) => ({ body: prepared }),
    expect: adminsMiss,
  }),
];
