/** Requests that went around CloudFront are told apart by the origin header CloudFront adds. */
import { fromOurEdge, originVerifyHeader } from '#functions/http/origin-verify';

const secret = 'Zq3v9XkT2mWp8LrB4nYc6HdJ1sFg5aQe';

describe('fromOurEdge', () => {
  it('accepts a request carrying the value CloudFront sends', () => {
    expect(fromOurEdge({ headers: { [originVerifyHeader]: secret } }, secret)).toBe(true);
    expect(fromOurEdge({ headers: { 'X-Origin-Verify': secret } }, secret)).toBe(true);
  });

  it('refuses a request without it, or with another value of any length', () => {
    expect(fromOurEdge({ headers: {} }, secret)).toBe(false);
    expect(fromOurEdge({ headers: { [originVerifyHeader]: '' } }, secret)).toBe(false);
    expect(fromOurEdge({ headers: { [originVerifyHeader]: secret.slice(1) } }, secret)).toBe(false);
    expect(fromOurEdge({ headers: { [originVerifyHeader]: `${secret.slice(0, -1)}x` } }, secret)).toBe(false);
  });

  it('accepts everything where no value is configured (the local runtime)', () => {
    expect(fromOurEdge({ headers: {} }, undefined)).toBe(true);
    expect(fromOurEdge({ headers: {} }, '')).toBe(true);
  });

  it('reads the expected value from ORIGIN_VERIFY by default', () => {
    process.env.ORIGIN_VERIFY = secret;
    try {
      expect(fromOurEdge({ headers: {} })).toBe(false);
      expect(fromOurEdge({ headers: { [originVerifyHeader]: secret } })).toBe(true);
    } finally {
      delete process.env.ORIGIN_VERIFY;
    }
  });
});
