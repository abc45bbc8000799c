/**
 * The rule a new password meets beyond its length (which the body schema checks): it is not one of the
 * 10,000 most common (ASVS 5.0 V6.2). Checked before any hash or token is spent on it.
 */
import { errorCodes } from '#shared/errors';
import { isCommonPassword } from '#shared/passwords/common-passwords';

import { refuseField } from '../refusal';

/** Refuses a common password as a 400 `password.tooCommon` naming the field. */
export function refuseCommonPassword(password: string, path = 'password'): void {
  if (isCommonPassword(password))
    throw refuseField(path, errorCodes['password.tooCommon'].message, 'password.tooCommon');
}
