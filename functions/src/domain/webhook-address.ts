/**
 * Where a webhook's host name leads (issue 34), checked twice: when the admin registers the hook (so a URL
 * whose host is or resolves to a private address is refused with `webhook.privateAddress`), and as each
 * delivery connects — the sender's own lookup refuses a private answer and the socket connects to exactly
 * the address checked, so a name that resolved to a public address at registration and to an internal one
 * since (DNS rebinding) is never posted to. This machine's addresses are allowed only where
 * `WEBHOOK_ALLOW_HTTP=loopback` says the receivers are on it (the local runtime and the tests).
 */
import { lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';

import { env } from '../env';
import { mayPostTo } from './private-address';

/** The error (its `code`) a delivery to a private address ends with; it is not tried again. */
export const privateAddressCode = 'EPRIVATEADDRESS';

/** How long registration waits on the name's lookup before leaving the check to the deliveries. */
const registrationLookupMs = 3000;

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Whether `hostname` is, or resolves to, an address the sender may not post to. A name that does not
 * resolve (yet, or not from here) is not refused: every delivery checks again as it connects.
 */
export async function leadsToPrivateAddress(
  hostname: string,
  allowLoopback = env.webhookAllowLoopback,
): Promise<boolean> {
  const host = bare(hostname);
  if (isIP(host)) return !mayPostTo(host, allowLoopback);
  const addresses = await new Promise<string[]>((resolve) => {
    const timer = setTimeout(() => resolve([]), registrationLookupMs);
    lookup(host, { all: true }, (error, found) => {
      clearTimeout(timer);
      resolve(error ? [] : found.map((each) => each.address));
    });
  });
  return addresses.some((address) => !mayPostTo(address, allowLoopback));
}

/**
 * A lookup for the delivery's socket: the name's addresses, refused all together when any is private (a
 * name answering both is not trusted with either).
 */
export const guardedLookup =
  (allowLoopback = env.webhookAllowLoopback): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((each) => !mayPostTo(each.address, allowLoopback));
      if (refused || addresses.length === 0) {
        const failure = Object.assign(new Error(`${hostname} leads to a private address`), {
          code: privateAddressCode,
        });
        return callback(failure, '', 4);
      }
      if (options.all) return (callback as (e: null, all: typeof addresses) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };

/** Whether a delivery may connect to the URL's host as written: a literal address is not looked up. */
export function literalHostAllowed(hostname: string, allowLoopback = env.webhookAllowLoopback): boolean {
  const host = bare(hostname);
  return !isIP(host) || mayPostTo(host, allowLoopback);
}
