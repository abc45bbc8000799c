/**
 * The 10,000 most common passwords (ASVS 5.0 V6.2: a new password is checked against a list of breached
 * or common ones). `common-passwords.json` is the published list, in its order; where it comes from and
 * under what license is in `common-passwords.md`.
 *
 * The list is a file read at run time, not bundled: a function that sets a password ships it beside its
 * bundle (`infra/lib/constructs/api-function.ts` copies it there), and the repository's code — the local
 * runtime, the tests — finds it beside this module. Either way it is the file next to the running module.
 */
import { readFileSync } from 'node:fs';

const listFile = new URL('./common-passwords.json', import.meta.url);

let known: Set<string> | undefined;

/** The list, read on the first check and kept for the life of the process (a Lambda container). */
function commonPasswords(): Set<string> {
  known ??= new Set(
    (JSON.parse(readFileSync(listFile, 'utf8')) as string[]).map((entry) => entry.toLowerCase()),
  );
  return known;
}

/**
 * Whether `password` is on the list, in any case: "PASSWORD" and "Password" are guessed as early as
 * "password". The password itself is hashed exactly as typed; only this comparison ignores case.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
