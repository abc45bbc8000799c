/**
 * A webhook receiver on this machine for the tests (issue 34): a real HTTP server on a free port that keeps
 * every POST it gets and checks its signature with `verifyWebhook`, the README's check, answering 204 to a
 * good one and 401 to a bad one — or, while `failNext` is above zero, 503 to anything.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import { webhookHeaders } from '#shared/webhooks';

import { verifyWebhook } from './verify-webhook';

export interface Received {
  headers: Record<string, string>;
  body: string;
  verified: boolean;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The secret signatures are checked with (set it from the hook's creation). */
  secret: string;
  /** How many of the next deliveries to answer 503. */
  failNext: number;
  close(): Promise<void>;
}

const textOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    received: [],
    secret: '',
    failNext: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    void textOf(request).then((body) => {
      const headers = {
        timestamp: header(request, webhookHeaders.timestamp),
        signature: header(request, webhookHeaders.signature),
      };
      const verified = verifyWebhook(receiver.secret, headers, body);
      receiver.received.push({
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body,
        verified,
      });
      if (receiver.failNext > 0) {
        receiver.failNext -= 1;
        response.writeHead(503).end();
      } else response.writeHead(verified ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return receiver;
}
