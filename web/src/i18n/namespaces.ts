/**
 * Translation namespaces: one JSON file per language and namespace in `locales/<lng>/<ns>.json`, loaded
 * on demand. `common`, `auth`, `landing`, `shell`, `validation`, `errors` and `codes` (the server's refusals
 * by code, `shared/src/errors.ts`) belong to the shell and auth screens; the others to the signed-in pages.
 */
export const namespaces = [
  'common',
  'auth',
  'landing',
  'shell',
  'validation',
  'errors',
  'codes',
  'dashboard',
  'requests',
  'feedback',
  'users',
  'profile',
  'builder',
  'settings',
  'allotment',
  'analytics',
  'rooms',
  'residents',
  'board',
  'recurring',
  'calendar',
  'doors',
  'reference',
  'privacy',
] as const;

export type Namespace = (typeof namespaces)[number];
