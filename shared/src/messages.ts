/**
 * The specification's exact user-facing validation texts (spec §5). The server answers with these texts,
 * and the web app shows them; it translates them through `validation.<key>` in its locale files.
 */
export const messages = {
  required: 'Required field',
  wrongEmail: 'Wrong email format',
  min3: 'Minimum 3 symbols',
  max50: 'Maximum 50 symbols',
  /** A new password's rules (ASVS 5.0 V6.2); signing in keeps the spec's 3 to 50. */
  min8: 'Minimum 8 symbols',
  max128: 'Maximum 128 symbols',
  passwordTooCommon: 'This password is one of the 10,000 most common. Choose another.',
  passwordMismatch: "Password and Confirm Password didn't match",
  acceptTerms: 'You must accept the terms and conditions',
  newPasswordRequired: 'New Password is required',
  roomKeeperRequired: 'RoomKeeper Name is Required!',
  reasonRequired: 'Reason is Required!',
  timeInRequired: 'Time-In is required',
  timeOutRequired: 'Time-Out is required',
  timeOrder: 'Time-In should be greater than Time-Out',
  fieldNotValid: 'Field is not valid',
  dateInPast: 'Date must be today or later',
  dateTooFar: 'Date is further ahead than your hostel takes requests',
  dayClosed: 'There is no cleaning on that day of the week',
  dateClosed: 'There is no cleaning on that date',
  timeOutsideHours: 'Time is outside the cleaning hours',
  timeOffStep: 'Choose one of the times offered',
  timePassed: 'That time has already passed today',
  timeOutInFuture: 'Time-Out cannot be later than now',
  emailRegistered: 'Email already registered.',
  /** Register's 203 when the hostel's admin has closed registration (a 203 carries a message). */
  registrationClosed: 'This hostel is not taking registrations.',
  /** Register's 203 when the room picked is full, out of service or not the hostel's (issue 30). */
  roomUnavailable: 'This room has no free bed. Choose another.',
} as const;

export type MessageKey = keyof typeof messages;

/** Finds the key of one of the texts above, so that a client can translate a server message. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return (Object.keys(messages) as MessageKey[]).find((key) => messages[key] === text);
}
