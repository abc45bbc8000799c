import { get } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  guardedLookup,
  leadsToPrivateAddress,
  literalHostAllowed,
  privateAddressCode,
} from './webhook-address';

describe('leadsToPrivateAddress', () => {
  it('looks up a name: localhost is this machine, refused unless allowed', async () => {
    expect(await leadsToPrivateAddress('localhost', false)).toBe(true);
    expect(await leadsToPrivateAddress('localhost', true)).toBe(false);
  });

  it('reads an address as written, brackets or not', async () => {
    expect(await leadsToPrivateAddress('[::ffff:a9fe:a9fe]', true)).toBe(true);
    expect(await leadsToPrivateAddress('10.0.0.1', true)).toBe(true);
    expect(await leadsToPrivateAddress('8.8.8.8', false)).toBe(false);
  });

  it('leaves a name that does not resolve to the deliveries', async () => {
    expect(await leadsToPrivateAddress('no-such-host.invalid', false)).toBe(false);
  });
});

describe('literalHostAllowed', () => {
  it('lets names through to the lookup and checks addresses', () => {
    expect(literalHostAllowed('hooks.example.org', false)).toBe(true);
    expect(literalHostAllowed('[::1]', false)).toBe(false);
    expect(literalHostAllowed('[::1]', true)).toBe(true);
  });
});

describe('guardedLookup', () => {
  /** A GET to a server on this machine by the name `localhost`, with the guarded lookup: its outcome. */
  async function reach(allowLoopback: boolean): Promise<number | string> {
    const server = createServer((_, answer) => answer.writeHead(204).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise((resolve) => {
        get(`http://localhost:${port}/`, { lookup: guardedLookup(allowLoopback) }, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        }).on('error', (error: Error & { code?: string }) => resolve(error.code ?? error.message));
      });
    } finally {
      server.close();
    }
  }

  it('refuses to connect where the name now leads to this machine (a rebound name), unless allowed', async () => {
    expect(await reach(false)).toBe(privateAddressCode);
    expect(await reach(true)).toBe(204);
  });
});
