import type { MaintenanceStatus } from './maintenance';

/**
 * What a notification tells, without zod, so the site can read it too. The student's: allotted, completed,
 * turnedBack (by the keeper), rejected (by the admin), released (the keeper was removed, the request is back
 * in the queue). The keeper's: assigned, takenAway, rated. The admin's: needsReallot, registration, overdue
 * (from the scheduled job; counted in the morning mail, never mailed alone). `done`
 * is the reader's own action (the Logs tab), stored read. A student's cancel (`cancelled`) and another date
 * or time (`moved`) are told to the keeper and the admins, an admin's move to the student and keeper; the
 * keeper a moved request leaves (off on the new day) is told `movedOff`. The admins hear once per run of
 * the scheduled job how many requests of recurring cleaning it could not allot (`unplaced`, issue 31).
 * A room's residents are told ahead of a recurring clean (`cleanAhead`); a resident's skip of one is told
 * to its keeper and the admins (`skipped`), and a room skipped three times in a row to the admins
 * (`roomSkips`).
 * Anyone at a room's door may report a problem in it to the admins (`doorReport`, issue 33: the room,
 * who and their text in `reason`), in the bell only.
 * The reporter of a maintenance problem is told of each change the admin makes to it (`maintenance`, issue
 * 32: the room, the admin, the report and its status); each admin is told of a new report
 * (`maintenanceReported`: the room, the reporter, the report and its text in `reason`).
 * A re-clean (issue 32) is told to its keeper (`reclean`: the failed items in `items`, the inspector's
 * note or the complaint in `reason`) and to the student of the clean it repeats (`recleanPlanned`).
 */
export const notificationKinds = [
  'allotted',
  'completed',
  'turnedBack',
  'rejected',
  'released',
  'assigned',
  'takenAway',
  'rated',
  'needsReallot',
  'registration',
  'overdue',
  'done',
  'cancelled',
  'moved',
  'movedOff',
  'unplaced',
  'cleanAhead',
  'skipped',
  'roomSkips',
  'doorReport',
  'maintenance',
  'maintenanceReported',
  'reclean',
  'recleanPlanned',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What a notification says, besides its kind: the fields it is shown with. */
export interface NoteFields {
  requestId?: string;
  byName?: string;
  action?:
    | 'create'
    | 'allot'
    | 'reject'
    | 'complete'
    | 'delete'
    | 'release'
    | 'rate'
    | 'cancel'
    | 'move'
    | 'skip'
    | 'inspect'
    | 'reclean';
  room?: string;
  date?: string;
  time?: string;
  keeperName?: string;
  studentName?: string;
  reason?: string;
  stars?: number;
  /** The student's note on the request (a keeper's allotment mail shows it). */
  message?: string;
  /** The date and time a moved request was wanted for before (`moved`, `movedOff`). */
  fromDate?: string;
  fromTime?: string;
  /** How many requests it is about (`unplaced`: a recurring run's requests left Pending, issue 31). */
  count?: number;
  /** The maintenance report it is about and where the admin moved it (`maintenance`, issue 32). */
  reportId?: string;
  maintenanceStatus?: MaintenanceStatus;
  /** The checklist items an inspection failed (`reclean`): default ids or the admin's own names. */
  items?: string[];
}

/** A notification to be written: its recipient (a user id), its kind and what it says. */
export interface Note extends NoteFields {
  to: string;
  kind: NotificationKind;
}

/** Kinds that ask the reader to act (the Alerts tab); `done` is the Logs tab; the rest are Events. */
export const alertKinds: readonly NotificationKind[] = [
  'assigned',
  'needsReallot',
  'registration',
  'overdue',
  'completed',
  'unplaced',
  'roomSkips',
  'doorReport',
  'maintenanceReported',
  'reclean',
];

/**
 * The ETag of a `GET /api/live` answer: the server sends it, and the site, which sees only the body,
 * makes the same one to ask with `If-None-Match`.
 */
export const liveTag = (live: { stamp: number; unread: number }) => `"${live.stamp}.${live.unread}"`;

/** The kinds each role may also get by mail (a profile setting), and those mailed until they choose. */
export const mailKindsOf = {
  student: [
    'allotted',
    'completed',
    'turnedBack',
    'rejected',
    'released',
    'moved',
    'cleanAhead',
    'maintenance',
    'recleanPlanned',
  ],
  roomkeeper: ['assigned', 'takenAway', 'rated', 'cancelled', 'moved', 'movedOff', 'maintenance', 'reclean'],
  admin: ['needsReallot', 'registration', 'cancelled', 'moved', 'maintenanceReported'],
} as const satisfies Record<'student' | 'roomkeeper' | 'admin', readonly NotificationKind[]>;

export type MailKind = (typeof mailKindsOf)[keyof typeof mailKindsOf][number];

export const defaultMailKinds: Record<keyof typeof mailKindsOf, readonly NotificationKind[]> = {
  student: ['allotted', 'completed', 'turnedBack', 'cleanAhead', 'maintenance', 'recleanPlanned'],
  roomkeeper: ['assigned', 'reclean'],
  admin: ['needsReallot'],
};

/** The kinds that may be mailed to anyone. */
export const mailableKinds: readonly NotificationKind[] = Object.values(mailKindsOf).flat();

/** What a user of `role` chose (only their role's kinds), else the defaults: for mail and for push alike. */
function kindsOfRole(
  role: keyof typeof mailKindsOf,
  chosen: unknown,
  defaults: Record<keyof typeof mailKindsOf, readonly NotificationKind[]>,
): NotificationKind[] {
  // An item without a known role (never written so, but read all the same) is sent nothing.
  if (!Object.hasOwn(mailKindsOf, role)) return [];
  const own: readonly NotificationKind[] = mailKindsOf[role];
  if (!Array.isArray(chosen)) return [...defaults[role]];
  return own.filter((kind) => chosen.includes(kind));
}

/** The kinds mailed to a user of `role`: what they chose (only their role's kinds), else the defaults. */
export const mailKindsFor = (role: keyof typeof mailKindsOf, chosen: unknown) =>
  kindsOfRole(role, chosen, defaultMailKinds);

/**
 * The kinds that may also come by push to the devices a user turned push on for (issue 33): the kinds their
 * role may get by mail, each chosen apart from mail; until they choose, their role's defaults below.
 */
export const pushKindsOf = mailKindsOf;

export const defaultPushKinds: Record<keyof typeof mailKindsOf, readonly NotificationKind[]> = {
  student: ['allotted', 'completed', 'turnedBack', 'cleanAhead', 'maintenance', 'recleanPlanned'],
  roomkeeper: ['assigned', 'takenAway', 'reclean'],
  admin: ['needsReallot'],
};

/** The kinds pushed to a user of `role`: what they chose (only their role's kinds), else the defaults. */
export const pushKindsFor = (role: keyof typeof mailKindsOf, chosen: unknown) =>
  kindsOfRole(role, chosen, defaultPushKinds);
