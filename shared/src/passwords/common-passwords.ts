/**
 * The 10,000 most common passwords (ASVS 5.0 V6.2: a new password is checked against a list of breached
 * or common ones). `common-passwords.json` is the published list, in its order; where it comes from and
 * under what license is in `common-passwords.md`. Only the routes that set a password import this.
 */
import list from './common-passwords.json';

let known: Set<string> | undefined;

/**
 * Whether `password` is on the list, in any case: "PASSWORD" and "Password" are guessed as early as
 * "password". The password itself is hashed exactly as typed; only this comparison ignores case.
 */
export function isCommonPassword(password: string): boolean {
  known ??= new Set(list.map((entry) => entry.toLowerCase()));
  return known.has(password.toLowerCase());
}
