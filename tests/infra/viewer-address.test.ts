/** The /api/* viewer-request function's very source text, run as CloudFront would run it. */
import { clientAddress } from '#functions/http/client-address';
import { viewerAddressSource } from '#infra/lib/constructs/viewer-address';

type Request = { uri: string; headers: Record<string, { value: string }> };
const handler = new Function(`${viewerAddressSource}; return handler;`)() as (event: {
  request: Request;
  viewer: { ip: string };
}) => Request;

describe('the viewer-address function', () => {
  it('adds the viewer address and leaves the rest of the request, Authorization included, as it is', () => {
    const request = {
      uri: '/api/auth/getuser',
      headers: { authorization: { value: 'Bearer abc' }, accept: { value: 'application/json' } },
    };

    expect(handler({ request, viewer: { ip: '203.0.113.7' } })).toEqual({
      uri: '/api/auth/getuser',
      headers: {
        authorization: { value: 'Bearer abc' },
        accept: { value: 'application/json' },
        'x-viewer-address': { value: '203.0.113.7' },
      },
    });
  });

  it('replaces an address the client sent itself', () => {
    const request = { uri: '/api/auth/login', headers: { 'x-viewer-address': { value: '10.9.8.7' } } };

    expect(handler({ request, viewer: { ip: '2001:db8::42' } }).headers['x-viewer-address']).toEqual({
      value: '2001:db8::42',
    });
  });

  it('sets the header clientAddress reads', () => {
    const { headers } = handler({
      request: { uri: '/api/health', headers: {} },
      viewer: { ip: '198.51.100.9' },
    });
    const event = {
      headers: Object.fromEntries(Object.entries(headers).map(([name, { value }]) => [name, value])),
      requestContext: { http: { sourceIp: '130.176.1.1' } },
    };

    expect(clientAddress(event)).toBe('198.51.100.9');
  });
});
