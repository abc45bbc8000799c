/**
 * One push to one device (issue 33): `web-push` encrypts the payload for the device's keys (RFC 8291) and
 * signs the VAPID header; the request itself is sent with fetch, so that the same code reaches the push
 * services over https and the mock push service of the tests over http. The push service's answer is
 * read only for whether the device is gone.
 */
import webpush from 'web-push';

import type { PushDevice } from '../data/push-devices';
import { env } from '../env';
import type { VapidKeys } from './vapid-keys';

/** A push not delivered within a day is no news any more. */
const timeToLiveSeconds = 24 * 60 * 60;
const sendTimeoutMs = 10_000;

/** How a send ended: delivered, the device gone (404/410: remove it), or another failure (keep it). */
export type PushOutcome = 'sent' | 'gone' | { failed: number };

export async function sendPush(device: PushDevice, payload: string, keys: VapidKeys): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    {
      vapidDetails: { subject: `mailto:${env.mailFrom}`, ...keys },
      TTL: timeToLiveSeconds,
    },
  );
  const answer = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : null,
    redirect: 'error',
    signal: AbortSignal.timeout(sendTimeoutMs),
  });
  await answer.body?.cancel();
  if (answer.ok) return 'sent';
  return answer.status === 404 || answer.status === 410 ? 'gone' : { failed: answer.status };
}
