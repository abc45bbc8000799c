/**
 * The CloudFront Function (viewer request, default behaviour) that serves `index.html` for the site's client
 * routes: a path without a file extension, outside `/api`, is one of the app's pages. Distribution-wide error
 * responses would do the same for missing files but would also turn the API's 404s into pages.
 *
 * Kept as source text (CloudFront Functions run their own JavaScript runtime, not Node), and tested by
 * evaluating this very text.
 */
export const spaRewriteSource = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var isApi = uri === '/api' || uri.indexOf('/api/') === 0;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (!isApi && lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
