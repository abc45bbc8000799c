import { isAllowedWebhookUrl } from './webhook-url';

describe('isAllowedWebhookUrl', () => {
  it.each([
    ['https://hooks.example.org/in', true],
    ['https://hooks.example.org:8443/in?x=1', true],
    ['http://hooks.example.org/in', false],
    ['https://localhost/in', false],
    ['https://10.0.0.5/in', false],
    ['https://[::1]/in', false],
    ['https://intranet/in', false],
    ['https://user:pass@hooks.example.org/in', false],
    ['https://app.localhost/in', false],
    ['http://localhost:4000/in', false],
    ['not a url', false],
  ])('in the cloud, %s is %s', (url, allowed) => {
    expect(isAllowedWebhookUrl(url, false)).toBe(allowed);
  });

  it.each([
    ['http://localhost:4000/in', true],
    ['http://127.0.0.1:4000/in', true],
    ['http://192.168.1.10:4000/in', false],
    ['http://hooks.example.org/in', false],
  ])('on one machine, %s is %s', (url, allowed) => {
    expect(isAllowedWebhookUrl(url, true)).toBe(allowed);
  });
});
