/**
 * Translation namespaces: one JSON file per language and namespace in `locales/<lng>/<ns>.json`, loaded
 * on demand. `common`, `auth`, `landing`, `shell`, `validation` and `errors` belong to the shell and auth
 * screens; the others to the signed-in pages.
 */
export const namespaces = [
  'common',
  'auth',
  'landing',
  'shell',
  'validation',
  'errors',
  'dashboard',
  'requests',
  'feedback',
  'users',
  'profile',
  'builder',
] as const;

export type Namespace = (typeof namespaces)[number];
