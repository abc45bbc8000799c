/**
 * This device's push subscription (issue 33), through the service worker the site registers: whether the
 * browser can get pushes at all, the current subscription, subscribing with the deployment's VAPID key
 * and unsubscribing. Loaded by the profile page, at sign-out, and by the one-time offer after a first
 * action (each its own chunk), never with the dashboards.
 */
import { callApi } from '../api/client';

/** What the profile shows about push on this device. */
export type DevicePush = 'unsupported' | 'blocked' | 'off' | 'on';

/** How long a page opened first waits for the site's worker to register (it does once the page is idle). */
const registeringMs = 10_000;

/** The worker the site registered (production builds only); none in development, so no push there. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return undefined;
  const found = await navigator.serviceWorker.getRegistration();
  if (found || !import.meta.env.PROD) return found;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), registeringMs)),
  ]);
}

export async function devicePushState(): Promise<DevicePush> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

/** A VAPID key as the Push API takes it: the bytes of its base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

export interface SavedSubscription {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/**
 * Asks for permission to show notifications (the browser asks the person) and subscribes this device;
 * answers the subscription to save, or the state to show when permission was not given.
 */
export async function subscribeDevice(publicKey: string): Promise<SavedSubscription | DevicePush> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Turns push on for this device, as the profile's switch and the one-time offer do: reads the site's key,
 * subscribes and saves the subscription. Answers the state to show (`unavailable`: the site has no key).
 */
export async function turnOnDevicePush(): Promise<DevicePush | 'unavailable'> {
  const { publicKey } = (await callApi('pushKey')).data;
  if (!publicKey) return 'unavailable';
  const subscribed = await subscribeDevice(publicKey);
  if (typeof subscribed === 'string') return subscribed;
  await callApi('savePushSubscription', { body: subscribed });
  return 'on';
}

/**
 * Whether to offer push (issue 33: once, after a first action): this browser can get pushes, this person
 * was never asked for permission on this site (nor gave or refused it), the device is not subscribed, and
 * the site has its key.
 */
export async function pushOfferable(): Promise<boolean> {
  if (!('Notification' in window) || Notification.permission !== 'default') return false;
  if ((await devicePushState()) !== 'off') return false;
  return !!(await callApi('pushKey')).data.publicKey;
}

/** Unsubscribes this device; answers the endpoint it had, for the server to forget. */
export async function unsubscribeDevice(): Promise<string | undefined> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return undefined;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/**
 * At sign-out: unsubscribes this device and has the server forget it, with the session token read before
 * the sign-out cleared it (the token stays valid until it expires). Offline, the push service's 410 at the
 * next push makes the server forget it instead.
 */
export async function forgetDevice(token: string): Promise<void> {
  const endpoint = await unsubscribeDevice();
  if (endpoint)
    await callApi('removePushSubscription', {
      body: { endpoint },
      headers: { authorization: `Bearer ${token}` },
    });
}
