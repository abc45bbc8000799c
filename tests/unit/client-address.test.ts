/** The client address the handlers use: the viewer's, as CloudFront forwards it, else the connection's. */
import { clientAddress, viewerAddressHeader } from '#functions/http/client-address';

const event = (headers: Record<string, string>, sourceIp = '130.176.12.34') => ({
  headers,
  requestContext: { http: { sourceIp } },
});

describe('clientAddress', () => {
  it('answers the viewer address CloudFront wrote, IPv4 or IPv6', () => {
    expect(viewerAddressHeader).toBe('x-viewer-address');
    expect(clientAddress(event({ 'x-viewer-address': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(event({ 'x-viewer-address': '2001:db8::42' }))).toBe('2001:db8::42');
  });

  it('reads the header whatever the case of its name', () => {
    expect(clientAddress(event({ 'X-Viewer-Address': ' 198.51.100.9 ' }))).toBe('198.51.100.9');
  });

  it('falls back to the source address without the header, as the local runtime sends it', () => {
    expect(clientAddress(event({}, '127.0.0.1'))).toBe('127.0.0.1');
    expect(
      clientAddress({ headers: undefined as never, requestContext: { http: { sourceIp: '::1' } } }),
    ).toBe('::1');
  });

  it('ignores a value that is not an address', () => {
    expect(clientAddress(event({ 'x-viewer-address': '' }))).toBe('130.176.12.34');
    expect(clientAddress(event({ 'x-viewer-address': '203.0.113.7, 10.0.0.1' }))).toBe('130.176.12.34');
    expect(clientAddress(event({ 'x-viewer-address': 'evil' }))).toBe('130.176.12.34');
  });
});
