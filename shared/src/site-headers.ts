/**
 * The security headers every page and answer of the site carries: the CloudFront response-headers policy
 * (infra) and the local runtime (`npm start`) are both built from these, so the two cannot drift.
 */

/**
 * The site's own scripts only; styles also inline (the splash screen in index.html, and style attributes set
 * by components); images also as data: URLs (profile pictures). The API is on the same origin. With the
 * photo bucket's origin (issue 32), the site may also post uploads to it and show its signed photos.
 */
export function contentSecurityPolicyWith(photoOrigin?: string): string {
  const photos = photoOrigin ? ` ${photoOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${photos}`,
    "font-src 'self' data:",
    `connect-src 'self'${photos}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const contentSecurityPolicy = contentSecurityPolicyWith();

/** HSTS for a year, subdomains included (browsers ignore it over plain http, as on localhost). */
export const strictTransportSecurityMaxAgeSeconds = 365 * 24 * 60 * 60;

/** As HTTP headers, lower-case names; with the photo bucket's origin when photos are on. */
export const securityHeadersWith = (photoOrigin?: string) =>
  ({ ...securityHeaders, 'content-security-policy': contentSecurityPolicyWith(photoOrigin) }) as const;

/** As HTTP headers, lower-case names. */
export const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': `max-age=${strictTransportSecurityMaxAgeSeconds}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Reset links carry a token in the page's path; no request may leak it in a Referer header.
  'referrer-policy': 'no-referrer',
} as const;
