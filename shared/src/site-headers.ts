/**
 * The security headers every page and answer of the site carries: the CloudFront response-headers policy
 * (infra) and the local runtime (`npm start`) are both built from these, so the two cannot drift.
 */

/**
 * The site's own scripts only; styles also inline (the splash screen in index.html, and style attributes set
 * by components); images also as data: URLs (profile pictures). The API is on the same origin.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** HSTS for a year, subdomains included (browsers ignore it over plain http, as on localhost). */
export const strictTransportSecurityMaxAgeSeconds = 365 * 24 * 60 * 60;

/** As HTTP headers, lower-case names. */
export const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': `max-age=${strictTransportSecurityMaxAgeSeconds}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Reset links carry a token in the page's path; no request may leak it in a Referer header.
  'referrer-policy': 'no-referrer',
} as const;
