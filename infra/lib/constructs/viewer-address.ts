/**
 * The CloudFront Function (viewer request, `/api/*`) that hands the viewer's address to the API.
 *
 * Behind CloudFront, API Gateway's `sourceIp` is the edge's address, so per-client throttling and security
 * logs need the viewer's own. CloudFront's `CloudFront-Viewer-Address` header cannot get there here:
 * API Gateway answers 403 to a forwarded viewer Host, so the behaviour forwards "all viewer headers except
 * Host" (the managed AllViewerExceptHostHeader policy), and a custom origin request policy either forwards
 * all viewer headers with CloudFront's (Host included) or an allow-list, which CloudFront refuses to hold
 * `Authorization` — while caching is disabled, no cache policy can add it either. A header the function
 * sets is a viewer header to the origin request policy, so it reaches the API beside `Authorization`.
 * The function replaces whatever a client sent under the same name.
 *
 * Kept as source text (CloudFront Functions run their own JavaScript runtime), and tested by evaluating it.
 */
import { viewerAddressHeader } from '#functions/http/client-address';

export const viewerAddressSource = `function handler(event) {
  var request = event.request;
  request.headers['${viewerAddressHeader}'] = { value: event.viewer.ip };
  return request;
}`;
