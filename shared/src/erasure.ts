/**
 * What an erased person's name becomes wherever it was copied (requests, feedback, reports, other
 * people's notifications, the audit log). The site shows it as its translated "Former resident" label
 * (`privacy:erased.name`), so the stored text is a marker, never shown as it is.
 */
export const erasedName = 'Former resident';

/** Whether a stored name is an erased person's. */
export const isErasedName = (name: string | undefined): boolean => name === erasedName;
