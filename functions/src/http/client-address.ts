/**
 * The address of the client that made a request, for per-client throttling and security logs.
 *
 * Behind CloudFront, API Gateway's `sourceIp` is the edge server's address, shared by everyone who reaches
 * that edge. The stack's viewer-request function on `/api/*` therefore writes the viewer's own address
 * (`event.viewer.ip`) into `x-viewer-address`, replacing whatever a client sent under that name; the local
 * runtime has no edge, and its `sourceIp` is the client itself.
 *
 * In the cloud the header is only as trustworthy as the path the request took: a request sent straight to
 * the API's execute-api endpoint carries whatever its sender wrote. Read it after `fromOurEdge`
 * (origin-verify.ts) has accepted the request.
 */
import { isIP } from 'node:net';

import type { APIGatewayProxyEventV2 } from 'aws-lambda';

import { headerOf } from './headers';

/** Set by the CloudFront Function on `/api/*` (lower case, as API Gateway passes header names on). */
export const viewerAddressHeader = 'x-viewer-address';

type AddressedEvent = Pick<APIGatewayProxyEventV2, 'headers'> & {
  requestContext: { http: { sourceIp: string } };
};

/** The viewer's IP address from the edge's header when it holds one, else the connection's source. */
export function clientAddress(event: AddressedEvent): string {
  const forwarded = headerOf(event, viewerAddressHeader)?.trim();
  if (forwarded && isIP(forwarded) !== 0) return forwarded;
  return event.requestContext.http.sourceIp;
}
