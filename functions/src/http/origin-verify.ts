/**
 * Whether a request came through this deployment's CloudFront distribution.
 *
 * The HTTP API's default execute-api endpoint stays reachable: CloudFront can reach an HTTP API only through
 * that endpoint or through an API Gateway custom domain (with its own certificate in the API's region and a
 * DNS record), and disabling the endpoint without one would cut CloudFront off too. So CloudFront adds a
 * header with a random value to every request it sends to the API, the functions get the same value as
 * `ORIGIN_VERIFY`, and a request without it went around CloudFront, its web ACL and its viewer-address
 * header: it is refused before any other work.
 *
 * Without `ORIGIN_VERIFY` (the local runtime, tests) every request is accepted: there is no edge to go around.
 */
import { timingSafeEqual } from 'node:crypto';

import type { APIGatewayProxyEventV2 } from 'aws-lambda';

import { headerOf } from './headers';

/** The custom origin header CloudFront sends to the API (lower case, as API Gateway passes header names on). */
export const originVerifyHeader = 'x-origin-verify';

/** The environment variable holding the value CloudFront sends. */
export const originVerifyVariable = 'ORIGIN_VERIFY';

export function fromOurEdge(
  event: Pick<APIGatewayProxyEventV2, 'headers'>,
  expected: string | undefined = process.env[originVerifyVariable],
): boolean {
  if (!expected) return true;
  const sent = headerOf(event, originVerifyHeader);
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
