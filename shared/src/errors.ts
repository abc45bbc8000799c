/**
 * Every refusal the API answers, by a stable code (DESIGN §9 "Error codes"). A non-2xx JSON answer is
 * `{code, message, errors?}`: `code` is one of these keys, `message` the English text below (for logs and
 * tools), `errors` the per-field issues of a 400. Each code is also an i18n key (`codes:<code>`) in all six
 * languages, so the site shows the refusal in the reader's language without matching English text.
 *
 * The spec's 203/204 answers of the auth routes are not errors and keep their own bodies.
 *
 * Adding a refusal: one entry here, one text per language in `web/src/i18n/locales/<lng>/codes.json`.
 */
export const errorCodes = {
  // The request itself, before any rule is looked at.
  'input.invalid': { status: 400, message: 'Field is not valid' },
  'input.bodyRequired': { status: 400, message: 'A JSON body is required' },
  'input.malformedJson': { status: 400, message: 'The request body is not valid JSON' },
  'input.repeatedQuery': { status: 400, message: 'A query parameter is given more than once' },
  'input.badCursor': { status: 400, message: 'The page cursor is not valid' },
  'input.tooLarge': { status: 413, message: 'The request body is too large' },
  'input.notJson': { status: 415, message: 'Send the body as application/json' },
  'route.notFound': { status: 404, message: 'Not found' },
  'route.methodNotAllowed': { status: 405, message: 'Method not allowed' },

  // Who is asking.
  'auth.unauthenticated': { status: 401, message: 'Not signed in or the session has ended' },
  'auth.roleNotAllowed': { status: 403, message: 'This action is not available to your role' },
  'auth.identityMismatch': { status: 403, message: 'The request names another user or hostel' },
  'auth.notThroughEdge': { status: 403, message: 'Requests must come through the site' },
  'auth.throttled': { status: 429, message: 'Too many failed attempts, try again later' },
  'auth.wrongCurrentPassword': { status: 400, message: 'The current password is incorrect' },
  'password.tooCommon': {
    status: 400,
    message: 'This password is one of the 10,000 most common. Choose another.',
  },
  'auth.emailUnconfirmed': {
    status: 403,
    message: 'Confirm your email address first: follow the link in the mail sent to you',
  },
  'auth.confirmLinkInvalid': {
    status: 400,
    message: 'This confirmation link is invalid, already used or expired',
  },
  'auth.awaitingApproval': {
    status: 403,
    message: "Your registration is waiting for your hostel's admin to approve it",
  },

  // Clean requests.
  'request.dateInPast': { status: 400, message: 'Date must be today or later' },
  'request.dateTooFar': { status: 400, message: 'Date is further ahead than your hostel takes requests' },
  'request.dayClosed': { status: 400, message: 'There is no cleaning on that day of the week' },
  'request.dateClosed': { status: 400, message: 'There is no cleaning on that date' },
  'request.timeOutsideHours': { status: 400, message: 'Time is outside the cleaning hours' },
  'request.timeOffStep': { status: 400, message: 'Choose one of the times offered' },
  'request.timePassed': { status: 400, message: 'That time has already passed today' },
  'request.timeOutInFuture': { status: 400, message: 'Time-Out cannot be later than now' },
  'request.rulesChanged': {
    status: 409,
    message: "The hostel's request rules changed while the request was made; try again",
  },
  'request.dateRange': { status: 400, message: 'The start date is after the end date' },
  'analytics.rangeTooLong': { status: 400, message: 'Choose a range of at most 366 days' },
  'request.dateTaken': { status: 409, message: 'You already have a request for that date.' },
  // The spec's text for the default limit; a hostel with another limit names its own (`request-create.ts`).
  'request.openLimit': { status: 409, message: 'You can have at most 3 open requests.' },
  'request.notFound': { status: 404, message: 'There is no such request.' },
  'request.notYours': { status: 403, message: 'This is not your request.' },
  'request.notAllottedToYou': { status: 403, message: 'This request is not scheduled to you.' },
  'workflow.notPending': { status: 409, message: 'This request is no longer pending.' },
  'workflow.notScheduled': { status: 409, message: 'This request is no longer scheduled.' },
  'workflow.notOpen': { status: 409, message: 'This request is already completed or rejected.' },
  'action.atInFuture': { status: 400, message: 'The time the action was taken is in the future.' },
  'action.atBeforeDay': {
    status: 400,
    message: 'The time the action was taken is before the day of the request.',
  },
  'photo.required': { status: 400, message: 'This hostel asks for a photo when a clean is done' },
  'photo.notYours': { status: 400, message: 'A photo was not uploaded for this hostel' },
  'action.noLongerYours': {
    status: 409,
    message: 'This request is no longer allotted to you; the action was not applied.',
  },
  'action.idReused': {
    status: 409,
    message: 'This action id was already used for another action; the action was not applied.',
  },
  // The text for the default cutoff; a hostel with another cutoff names its own (`request-reschedule.ts`).
  'request.changeTooLate': {
    status: 409,
    message: 'This request can no longer be changed: changes close 2 hours before its time.',
  },
  'request.alreadyStarted': {
    status: 409,
    message: 'The cleaning has already started; this request can no longer be changed.',
  },
  'keeper.notFound': { status: 404, message: 'There is no such roomkeeper in your hostel.' },
  'keeper.ambiguous': {
    status: 409,
    message: 'Two roomkeepers have that name. Choose the roomkeeper by id.',
  },
  'inspection.notCompleted': { status: 409, message: 'Only a completed clean is inspected.' },
  'inspection.done': { status: 409, message: 'This clean has been inspected already.' },
  'inspection.itemUnknown': {
    status: 400,
    message: 'Give one result for each checklist item.',
  },
  'inspection.changed': { status: 409, message: 'The checklists were changed meanwhile.' },
  'reclean.notLow': {
    status: 409,
    message: 'Only a low rating or a complaint calls for a re-clean.',
  },
  'reclean.exists': { status: 409, message: 'This clean has a re-clean already.' },
  'keeper.gone': { status: 409, message: 'That roomkeeper is no longer in your hostel.' },
  'dayOff.dateInPast': { status: 400, message: 'A day off must be today or later' },
  'dayOff.dateTooFar': { status: 400, message: 'A day off can be marked at most a year ahead' },
  'dayOff.rangeTooLong': { status: 400, message: 'A range of days off can span at most 92 days' },
  'dayOff.noDates': { status: 400, message: 'No date of the range falls on the chosen days of the week' },
  'bulk.tooMany': { status: 400, message: 'At most 25 requests can be allotted at once' },
  'bulk.repeated': { status: 400, message: 'A request is named more than once' },
  'allot.overCapacity': {
    status: 409,
    message: 'This would take the roomkeeper over their minutes for the day; confirm to allot anyway.',
  },

  // Feedback.
  'rating.notFound': { status: 404, message: 'No such request of yours' },
  'rating.notCompleted': { status: 409, message: 'Only a completed cleaning can be rated' },
  'rating.alreadyRated': { status: 409, message: 'This cleaning has already been rated' },

  // Users.
  'user.emailRegistered': { status: 409, message: 'Email already registered.' },
  'user.notFound': { status: 404, message: 'No such user in your hostel' },
  'user.removeSelf': { status: 400, message: 'You cannot remove your own account' },
  'user.notRemovable': { status: 403, message: 'Only students and roomkeepers can be removed' },
  'user.changedWhileRemoving': { status: 409, message: 'A user changed while being removed; try again' },
  'user.notAwaiting': { status: 409, message: 'This student is not waiting for approval' },

  // Rooms (issue 30).
  'room.notFound': { status: 404, message: 'There is no such room in your hostel.' },
  'room.numberTaken': { status: 409, message: 'That building already has a room with this number.' },
  'room.changed': { status: 409, message: 'The room was changed meanwhile; reload it and try again.' },
  'room.bedsBelowResidents': {
    status: 409,
    message: 'More students live in the room than that many beds; move some out first.',
  },
  'room.typeUnknown': { status: 400, message: 'Your hostel has no such room type.' },
  'room.typeRemoved': { status: 400, message: 'A room type cannot be removed; keep every type in the list.' },
  'room.rangeTooLarge': { status: 400, message: 'A range adds at most 200 rooms at once.' },
  'import.tooManyLines': { status: 413, message: 'The file has more than 1,000 rooms; split it.' },
  'import.empty': { status: 400, message: 'The file has no rooms.' },
  'import.hasErrors': {
    status: 400,
    message: 'Some lines of the file are refused; correct them and preview the file again.',
  },
  'request.roomNotAllowed': {
    status: 403,
    message: 'You can ask only for your own room or a shared space of your floor.',
  },
  'room.outOfService': { status: 409, message: 'That room is out of service.' },

  // Residents (issue 30).
  'room.full': { status: 409, message: 'Every bed of this room is taken.' },
  'room.bedInvalid': { status: 400, message: 'This room has no bed with that number.' },
  'room.bedTaken': { status: 409, message: 'Someone else has this bed.' },
  'resident.notStudent': { status: 400, message: 'Only students live in rooms.' },
  'resident.changed': { status: 409, message: 'The student was changed meanwhile; reload and try again.' },
  'residentImport.tooManyLines': {
    status: 413,
    message: 'The file has more than 5,000 residents; split it.',
  },

  // A keeper's building (issue 30).
  'keeper.buildingUnknown': { status: 400, message: 'Your hostel has no such building.' },

  // Recurring cleaning (issue 31).
  'recurrence.notFound': { status: 404, message: 'There is no such cleaning schedule in your hostel.' },
  'recurrence.changed': {
    status: 409,
    message: 'The cleaning schedule was changed meanwhile; reload it and try again.',
  },
  'recurrence.limit': { status: 409, message: 'A hostel can have at most 100 cleaning schedules.' },
  'recurrence.otherWeek': { status: 400, message: 'A recurring clean moves only within its own week.' },

  // Door codes (issue 33): a code never made, replaced, or another hostel's, all alike.
  'door.unknown': {
    status: 404,
    message: 'This door code is not one of your hostel’s rooms, or it was replaced.',
  },
  'door.reportLimit': {
    status: 429,
    message: 'You have sent many reports in the last hour; try again later.',
  },

  // Maintenance reports (issue 32): another's report, or another hostel's, is missing alike.
  'maintenance.notFound': { status: 404, message: 'There is no such maintenance report.' },
  'maintenance.changed': {
    status: 409,
    message: 'The report was changed meanwhile; reload it and try again.',
  },
  'maintenance.roomRequired': { status: 400, message: 'Choose the room the problem is in.' },

  // Push notifications (issue 33): the server posts only to the push services browsers use.
  'push.endpointNotAllowed': {
    status: 400,
    message: 'This push subscription is not from a push service this site sends to.',
  },

  // Signing in with the hostel's identity provider (issue 34).
  'oidc.notOffered': { status: 404, message: 'This hostel does not offer signing in with its university.' },
  'oidc.stateInvalid': {
    status: 400,
    message: 'This sign-in was already used or has expired. Start it again.',
  },
  'oidc.signInFailed': {
    status: 400,
    message: 'The identity provider’s answer could not be verified. Start the sign-in again.',
  },
  'oidc.emailUnverified': {
    status: 403,
    message: 'Your identity provider has not verified your email address.',
  },
  'oidc.domainNotAllowed': {
    status: 403,
    message: 'Your email address is not of a domain this hostel takes.',
  },
  'oidc.noAccount': {
    status: 403,
    message: 'There is no account of this role for your email address at this hostel.',
  },
  'oidc.providerUnreachable': {
    status: 502,
    message: 'The identity provider cannot be reached, try again shortly.',
  },

  // Webhooks (issue 34).
  'webhook.urlNotAllowed': {
    status: 400,
    message: 'A webhook must be an https:// address with a host name.',
  },
  'webhook.privateAddress': {
    status: 400,
    message: 'A webhook may not point at a private, local or internal network address.',
  },
  'webhook.limitReached': { status: 409, message: 'This hostel has as many webhooks as it may have.' },
  'webhook.notFound': { status: 404, message: 'There is no such webhook.' },
  'webhook.deliveryNotFound': { status: 404, message: 'There is no such delivery of this webhook.' },

  // Our side.
  'server.busy': { status: 503, message: 'Service busy, try again shortly' },
  'server.unavailable': { status: 503, message: 'The database cannot be reached, try again shortly' },
  'server.error': { status: 500, message: 'Something went wrong on our side' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeList = Object.keys(errorCodes) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorCodes, value);

/** A per-field issue of a 400 answer: `path` like `date` or `query.cursor`, `message` a spec text. */
export interface FieldError {
  path: string;
  message: string;
}

/** The body of every non-2xx JSON answer outside the spec's 203/204 auth answers. */
export interface ErrorAnswer {
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}
