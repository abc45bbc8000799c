/** What the hostel's settings routes answer: every setting, with the values in force. */
import {
  hostelAlerts,
  photoSettings,
  registrationMode,
  requestRules,
  retentionSettings,
} from '../schemas/hostel-settings';
import * as z from '../schemas/zod';

/** `GET|POST /api/hostelSettings` → all of the hostel's settings. */
export const hostelSettingsAnswer = z.extend(requestRules, {
  ...hostelAlerts.shape,
  registration: registrationMode,
  /** A roomkeeper's minutes of work a day unless their own is set (issue 30). */
  keeperMinutesPerDay: z.optional(z.int()),
  ...photoSettings.shape,
  ...retentionSettings.shape,
});

/** `GET /api/requestRules` → the rules a student's new request must keep. */
export const requestRulesAnswer = requestRules;
