import type { StoredWebhook } from '../data/webhooks';
import { rotationGraceHours, signingSecrets } from './webhook-secrets';
import { webhookSignature } from './webhook-send';

const hook: StoredWebhook = {
  id: 'h',
  url: 'https://hooks.example.org/in',
  events: ['request.allotted'],
  secret: 'whsec_new',
  createdAt: '2030-01-01T00:00:00.000Z',
  oldSecret: 'whsec_old',
  oldSecretUntil: '2030-01-02T00:00:00.000Z',
};

describe('signingSecrets', () => {
  it('signs with the new secret, then the old one, until the grace period ends', () => {
    expect(signingSecrets(hook, Date.parse('2030-01-01T23:59:59Z'))).toEqual(['whsec_new', 'whsec_old']);
    expect(signingSecrets(hook, Date.parse('2030-01-02T00:00:00Z'))).toEqual(['whsec_new']);
    expect(signingSecrets({ ...hook, oldSecret: undefined, oldSecretUntil: undefined })).toEqual([
      'whsec_new',
    ]);
    expect(rotationGraceHours).toBe(24);
  });
});

describe('webhookSignature', () => {
  it('is one v1= per secret, comma-separated, in their order', () => {
    const both = webhookSignature(['a', 'b'], 1, '{}');
    expect(both.split(',')).toEqual([webhookSignature('a', 1, '{}'), webhookSignature('b', 1, '{}')]);
  });
});
