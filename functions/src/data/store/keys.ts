/**
 * Every key of the single table is built here, and only here.
 *
 * Base table (one item each):
 * - hostel: `HOSTEL#<id>` / `HOSTEL` (carries the hostel's counters)
 * - user: `USER#<id>` / `USER` (carries the user's counters)
 * - a user's profile picture: `USER#<id>` / `IMAGE` (apart, so that authenticating reads a small item)
 * - login and email uniqueness: `EMAIL#<role>#<email>` / `EMAIL` → user id
 * - reset token: `USER#<id>` / `RESET`; email confirmation token: `USER#<id>` / `CONFIRM`
 * - throttle window: `THROTTLE#<kind>#<subject>` / `<window start>`
 * - clean request: `REQUEST#<id>` / `REQUEST`; its feedback: `REQUEST#<id>` / `RATING` | `COMPLAINT` | `SUGGESTION`
 * - one request per student and date: `STUDENT#<id>#DATE#<date>` / `LOCK`
 * - a user's notification: `USER#<id>` / `NOTE#<at>#<id>` (listed by a Query of the base table, newest first)
 * - a hostel's change stamp: `HOSTEL#<id>` / `STAMP` (what open pages poll)
 * - a hostel's morning mail of a date, written before it is sent so that it goes once:
 *   `HOSTEL#<id>` / `DIGEST#<date>` (expires after a week)
 * - a keeper's load on a date: `KEEPER#<id>#LOAD` / `DAY#<date>`; their completions in a week:
 *   `KEEPER#<id>#LOAD` / `WEEK#<monday>` (counters, read by key for the allot dialog); a day off is the flag
 *   `off` on that keeper's `DAY#<date>` item, so the same read sees it (listed by a Query of the partition)
 * - the numbers of a day (analytics, issue 16): a hostel's `STATS#HOSTEL#<id>` / `DAY#<date>`, a keeper's
 *   `STATS#KEEPER#<id>` / `DAY#<date>` (counters only; a range of days is one Query of the partition)
 * - a keeper's action sent from their phone, kept a while so a replay answers the first result:
 *   `KEEPER#<id>#ACTION#<actionId>` / `ACTION`
 * - a user's search tokens (name words, room, email; issue 28): `HOSTEL#<id>#FIND#<role>` / `<token>#<userId>`,
 *   found by a prefix of the sort key (`data/user-search.ts`)
 * - rooms (issue 30, docs/data-design.md "Rooms"): a room `HOSTEL#<hid>#ROOM#<roomId>` / `ROOM` (the hostel
 *   in the key, so another hostel's room id is simply missing), its service history in the same partition
 *   `EVENT#<at>#<n>`; a room number's uniqueness in its building `HOSTEL#<hid>#ROOMNO#<building>#<number>` /
 *   `ROOMNO` → room id; the hostel's room types `HOSTEL#<hid>` / `ROOMTYPES`; a floor's counters
 *   `HOSTEL#<hid>` / `FLOOR#<building>#<floor>` (one Query of `FLOOR#` lists every building and floor);
 *   a request on a room leaves a pointer in the room's partition `REQ#<createdAt>#<requestId>`
 * - residents (issue 30): a room's resident `HOSTEL#<hid>#ROOM#<roomId>` / `RESIDENT#<userId>` (name, bed) and
 *   a bed's holder `HOSTEL#<hid>#ROOM#<roomId>` / `BED#<n>` → user id, beside the room's `residents` counter
 * - recurring cleaning (issue 31, `recurring-keys.ts`): a recurrence `HOSTEL#<hid>` / `RECUR#<id>` (a hostel's
 *   are one Query of the `RECUR#` prefix), their number `HOSTEL#<hid>` / `RECURCOUNT`, and an occurrence's
 *   marker `HOSTEL#<hid>#OCC#<planned date>` / `<recurrenceId>#<roomId>` → request id (exactly once)
 * - a calendar link (issue 33): `CALFEED#<sha256 of its token>` / `CALFEED` → user id, hostel, role; the
 *   user item's `calendarFeedHash` names the current one
 * - inspections (issue 32, `inspection-keys.ts`): a hostel's checklists `HOSTEL#<hid>` / `CHECKLISTS`, a request's
 *   inspection `REQUEST#<id>` / `INSPECTION` (once per request)
 * - a user's push devices (issue 33): `USER#<id>` / `PUSH`, one item listing at most a few subscriptions
 *   (`data/push-devices.ts`); the deployment's VAPID public key `PUSHKEY` / `VAPID`
 * - webhooks (issue 34, `webhookKeys`): a hostel's hooks `HOSTEL#<hid>` / `WEBHOOKS`, one item holding at
 *   most a few; a hook's deliveries `HOSTEL#<hid>#HOOK#<hookId>` / `DELIVERY#<deliveryId>`, the id beginning
 *   with the event's time, so the newest are one Query (each expires after two weeks)
 * - a hostel's admin audit log (issue 34): `HOSTEL#<id>#AUDIT` / `<at>#<uuid>`, listed newest first by a
 *   Query of the partition, each entry expiring after its own period (`data/audit-log.ts`)
 * - where the retention job stopped in a hostel's partitions (issue 34): `HOSTEL#<id>` / `RETENTION`
 *
 * Indexes (one query each), partitions named `<scope>#<id>#<what>`:
 * - byStudent (gsi1): a student's requests by status `STUDENT#<id>#<status>`, sorted `<date>#<time>#<id>`;
 *   a student's feedback `STUDENT#<id>#<kind>`, sorted `<createdAt>#<id>`
 * - byHostel (gsi2): all hostels `HOSTELS` by name; users `HOSTEL#<id>#ROLE#<role>` by name; students
 *   awaiting approval `HOSTEL#<id>#AWAITING` by registration time; requests by status `HOSTEL#<id>#<status>`
 *   by date; feedback `HOSTEL#<id>#<kind>` by time
 * - byKeeper (gsi3): a roomkeeper's requests by status `KEEPER#<id>#<status>` by date; their feedback
 *   `KEEPER#<id>#<kind>` by time
 * - byHostel (gsi2), rooms: `HOSTEL#<hid>#ROOMS` sorted `<building>#<floor>#<number>` (walking order; a
 *   building's or a floor's rooms are a prefix of it)
 * - the room board's day state (issue 30): `HOSTEL#<hid>#BOARD#<date>` / `ROOM#<roomId>`, listed by byHostel
 *   under the same partition name sorted by the room's place `<building>#<floor>#<number>`
 */
import type { Role } from '#shared/domain';
import type { RequestStatus } from '#shared/status';

import { inspectionKeys } from './inspection-keys';
import { byHostel, byKeeper, byStudent, type Key, type Partition } from './partitions';
import { recurringKeys } from './recurring-keys';
import { roomKeys } from './room-keys';

export type { Key, Partition } from './partitions';

/** Whose numbers a day item holds: a hostel's or one keeper's. */
export interface StatsSeries {
  scope: 'HOSTEL' | 'KEEPER';
  id: string;
}
const statsDayPrefix = 'DAY#';

export type FeedbackKind = 'RATING' | 'COMPLAINT' | 'SUGGESTION';

/** Sort key that orders requests by when the cleaning is wanted. */
const whenSk = (date: string, time: string, id: string) => `${date}#${time}#${id}`;

export const keys = {
  health: (): Key => ({ pk: 'HEALTH', sk: 'HEALTH' }),

  hostel: (hostelId: string): Key => ({ pk: `HOSTEL#${hostelId}`, sk: 'HOSTEL' }),
  hostelListEntry: (name: string) => ({ gsi2pk: 'HOSTELS', gsi2sk: name.toLowerCase() }),
  allHostels: (): Partition => byHostel('HOSTELS'),

  user: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'USER' }),
  keeperDay: (keeperId: string, date: string): Key => ({ pk: `KEEPER#${keeperId}#LOAD`, sk: `DAY#${date}` }),
  keeperWeek: (keeperId: string, monday: string): Key => ({
    pk: `KEEPER#${keeperId}#LOAD`,
    sk: `WEEK#${monday}`,
  }),
  /** A keeper's day and week items, for listing their days off by date. */
  keeperLoads: (keeperId: string): Partition => ({
    index: undefined,
    pkAttribute: 'pk',
    skAttribute: 'sk',
    pk: `KEEPER#${keeperId}#LOAD`,
  }),
  keeperDayPrefix: 'DAY#',
  notification: (userId: string, notificationId: string): Key => ({
    pk: `USER#${userId}`,
    sk: `NOTE#${notificationId}`,
  }),
  notificationPrefix: 'NOTE#',
  userNotifications: (userId: string): Partition => ({
    index: undefined,
    pkAttribute: 'pk',
    skAttribute: 'sk',
    pk: `USER#${userId}`,
  }),
  hostelStamp: (hostelId: string): Key => ({ pk: `HOSTEL#${hostelId}`, sk: 'STAMP' }),
  digestMarker: (hostelId: string, date: string): Key => ({ pk: `HOSTEL#${hostelId}`, sk: `DIGEST#${date}` }),
  userImage: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'IMAGE' }),
  userListEntry: (hostelId: string, role: Role, name: string, userId: string) => ({
    gsi2pk: `HOSTEL#${hostelId}#ROLE#${role}`,
    gsi2sk: `${name.toLowerCase()}#${userId}`,
  }),
  usersOfHostel: (hostelId: string, role: Role): Partition => byHostel(`HOSTEL#${hostelId}#ROLE#${role}`),
  /** A self-registered student awaiting approval is listed here instead of among the hostel's students. */
  waitingListEntry: (hostelId: string, createdAt: string, userId: string) => ({
    gsi2pk: `HOSTEL#${hostelId}#AWAITING`,
    gsi2sk: `${createdAt}#${userId}`,
  }),
  waitingOfHostel: (hostelId: string): Partition => byHostel(`HOSTEL#${hostelId}#AWAITING`),
  email: (role: Role, email: string): Key => ({ pk: `EMAIL#${role}#${email.toLowerCase()}`, sk: 'EMAIL' }),

  resetToken: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'RESET' }),
  /** The link that confirms a self-registration's email (`data/confirm-tokens.ts`). */
  confirmToken: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'CONFIRM' }),
  throttle: (kind: string, subject: string, windowStart: number): Key => ({
    pk: `THROTTLE#${kind}#${subject}`,
    sk: String(windowStart),
  }),

  request: (requestId: string): Key => ({ pk: `REQUEST#${requestId}`, sk: 'REQUEST' }),
  /** The index attributes of a request in a given status; a request without a keeper has no gsi3. */
  requestListEntries: (request: {
    _id: string;
    studentId: string;
    hostelId: string;
    roomKeeperId?: string | undefined;
    requestStatus: RequestStatus;
    date: string;
    time: string;
  }) => {
    const sk = whenSk(request.date, request.time, request._id);
    return {
      // An admin's request for a room (issue 30) has no student, so it is on no student's list.
      ...(request.studentId
        ? { gsi1pk: `STUDENT#${request.studentId}#${request.requestStatus}`, gsi1sk: sk }
        : {}),
      gsi2pk: `HOSTEL#${request.hostelId}#${request.requestStatus}`,
      gsi2sk: sk,
      ...(request.roomKeeperId
        ? { gsi3pk: `KEEPER#${request.roomKeeperId}#${request.requestStatus}`, gsi3sk: sk }
        : {}),
    };
  },
  studentRequests: (studentId: string, status: RequestStatus): Partition =>
    byStudent(`STUDENT#${studentId}#${status}`),
  hostelRequests: (hostelId: string, status: RequestStatus): Partition =>
    byHostel(`HOSTEL#${hostelId}#${status}`),
  keeperRequests: (keeperId: string, status: RequestStatus): Partition =>
    byKeeper(`KEEPER#${keeperId}#${status}`),
  dateLock: (studentId: string, date: string): Key => ({
    pk: `STUDENT#${studentId}#DATE#${date}`,
    sk: 'LOCK',
  }),

  statsDay: (series: StatsSeries, date: string): Key => ({
    pk: `STATS#${series.scope}#${series.id}`,
    sk: `${statsDayPrefix}${date}`,
  }),
  statsDays: (series: StatsSeries): Partition => ({
    index: undefined,
    pkAttribute: 'pk',
    skAttribute: 'sk',
    pk: `STATS#${series.scope}#${series.id}`,
  }),
  statsDayPrefix,

  keeperAction: (keeperId: string, actionId: string): Key => ({
    pk: `KEEPER#${keeperId}#ACTION#${actionId}`,
    sk: 'ACTION',
  }),

  feedback: (requestId: string, kind: FeedbackKind): Key => ({ pk: `REQUEST#${requestId}`, sk: kind }),
  feedbackListEntries: (
    kind: FeedbackKind,
    scope: { studentId: string; hostelId: string; roomKeeperId: string },
    createdAt: string,
    requestId: string,
  ) => {
    const sk = `${createdAt}#${requestId}`;
    return {
      gsi1pk: `STUDENT#${scope.studentId}#${kind}`,
      gsi1sk: sk,
      gsi2pk: `HOSTEL#${scope.hostelId}#${kind}`,
      gsi2sk: sk,
      gsi3pk: `KEEPER#${scope.roomKeeperId}#${kind}`,
      gsi3sk: sk,
    };
  },
  studentFeedback: (studentId: string, kind: FeedbackKind): Partition =>
    byStudent(`STUDENT#${studentId}#${kind}`),
  hostelFeedback: (hostelId: string, kind: FeedbackKind): Partition => byHostel(`HOSTEL#${hostelId}#${kind}`),
  keeperFeedback: (keeperId: string, kind: FeedbackKind): Partition => byKeeper(`KEEPER#${keeperId}#${kind}`),

  searchToken: (hostelId: string, role: Role, token: string, userId: string): Key => ({
    pk: `HOSTEL#${hostelId}#FIND#${role}`,
    sk: `${token}#${userId}`,
  }),
  searchTokens: (hostelId: string, role: Role): Partition => ({
    index: undefined,
    pkAttribute: 'pk',
    skAttribute: 'sk',
    pk: `HOSTEL#${hostelId}#FIND#${role}`,
  }),
  ...roomKeys,
  ...recurringKeys,
  ...inspectionKeys,
  calendarFeed: (tokenHash: string): Key => ({ pk: `CALFEED#${tokenHash}`, sk: 'CALFEED' }),
  auditEntry: (hostelId: string, id: string): Key => ({ pk: `HOSTEL#${hostelId}#AUDIT`, sk: id }),
  /** Where the retention job stopped in each partition it walks (issue 34). */
  retentionCursor: (hostelId: string): Key => ({ pk: `HOSTEL#${hostelId}`, sk: 'RETENTION' }),
  auditLog: (hostelId: string): Partition => ({
    index: undefined,
    pkAttribute: 'pk',
    skAttribute: 'sk',
    pk: `HOSTEL#${hostelId}#AUDIT`,
  }),
};

/**
 * Push notifications' keys (issue 33), apart from `keys` so that only the functions that use them bundle
 * them (an object's properties are never shaken out).
 */
export const pushKeys = {
  devices: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'PUSH' }),
  vapid: (): Key => ({ pk: 'PUSHKEY', sk: 'VAPID' }),
};

/** Webhooks' keys (issue 34), apart from `keys` for the same reason as `pushKeys`. */
export const webhookKeys = {
  hooks: (hostelId: string): Key => ({ pk: `HOSTEL#${hostelId}`, sk: 'WEBHOOKS' }),
  delivery: (hostelId: string, hookId: string, deliveryId: string): Key => ({
    pk: `HOSTEL#${hostelId}#HOOK#${hookId}`,
    sk: `DELIVERY#${deliveryId}`,
  }),
  deliveries: (hostelId: string, hookId: string): Partition => ({
    index: undefined,
    pkAttribute: 'pk',
    skAttribute: 'sk',
    pk: `HOSTEL#${hostelId}#HOOK#${hookId}`,
  }),
};

/** A hostel's id: its name, lower-cased, with anything but letters and digits turned into dashes. */
export function hostelIdOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
