/**
 * Authorization matrix rows of the push routes (`route-table/push.ts`; see `../matrix-types.ts`): everyone
 * signed in reads the key and saves or removes only their own devices; no one is sent to from here.
 */
import { matrixRow, signedIn } from '../matrix-types';

/** A subscription of the shape browsers make (Chrome's push service; the keys of the right lengths). */
export const fcmSubscription = (name: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${name}`,
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

export const rows = [
  matrixRow({
    route: 'pushKey',
    call: () => ({}),
    expect: signedIn(200),
  }),
  matrixRow({
    route: 'savePushSubscription',
    call: ({ actor }) => ({ body: fcmSubscription(actor) }),
    expect: signedIn(200),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body.devices).toBeGreaterThanOrEqual(1);
    },
  }),
  matrixRow({
    route: 'savePushSubscription',
    case: 'an endpoint outside the push services',
    call: () => ({ body: { ...fcmSubscription('x'), endpoint: 'https://internal.example/hook' } }),
    expect: signedIn(400),
  }),
  matrixRow({
    route: 'removePushSubscription',
    call: ({ actor }) => ({ body: { endpoint: fcmSubscription(actor).endpoint } }),
    expect: signedIn(200),
  }),
];
