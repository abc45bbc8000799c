/** The CloudFront Function's very source text, run as CloudFront would run it on a viewer request. */
import { spaRewriteSource } from '#infra/lib/constructs/spa-rewrite';

type Request = { uri: string; headers: Record<string, unknown> };
const handler = new Function(`${spaRewriteSource}; return handler;`)() as (event: {
  request: Request;
}) => Request;

describe('the client-route rewrite', () => {
  it.each([
    ['/', '/index.html'],
    ['/dashboard', '/index.html'],
    ['/auth/reset-password/student/0b6c/abc-DEF_123', '/index.html'],
    ['/requests/', '/index.html'],
  ])('serves index.html for the page %s', (uri, expected) => {
    expect(handler({ request: { uri, headers: {} } })).toEqual({ uri: expected, headers: {} });
  });

  it.each([
    '/assets/index-3f2a.js',
    '/favicon.svg',
    '/config.json',
    '/locales/de/common.json',
    '/api',
    '/api/health',
  ])('leaves the file or API path %s as it is', (uri) => {
    expect(handler({ request: { uri, headers: {} } })).toEqual({ uri, headers: {} });
  });
});
