/**
 * What the API answers about each thing it stores: the schemas behind `shared/src/domain.ts`'s types and
 * every route's answer (`routes.ts`). The site imports them for types only, so no zod reaches the browser;
 * the contract test parses real answers with them. Objects are strict: a field the server adds without
 * saying so here (a password hash, say) fails that test.
 */
import { roles } from '../domain';
import { languageCodes } from '../languages';
import { notificationKinds } from '../notification-kinds';
import * as z from '../schemas/zod';
import { cantCleanReasons, requestStatuses } from '../status';

export const user = z.strictObject({
  _id: z.string(),
  name: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  occupation: z.string(),
  email: z.string(),
  phone: z.string(),
  /** A data URL of the profile image, or absent for the blank avatar. */
  profileimg: z.optional(z.string()),
  role: z.enum(roles),
  /** The hostel's display name, as the spec's client sends it back in `?hostel`. */
  hostel: z.string(),
  hostelId: z.string(),
  room: z.optional(z.string()),
  floor: z.optional(z.string()),
  /**
   * Present while a self-registered student has not yet followed the link mailed to them (`unconfirmed`),
   * or waits for the hostel's admin to approve them (`awaiting`, DESIGN §9): they may sign in and read or
   * edit their own profile, and every other route answers 403 `auth.emailUnconfirmed` or
   * `auth.awaitingApproval`.
   */
  status: z.optional(z.enum(['awaiting', 'unconfirmed'])),
  /** The language the user's mail is written in, once they picked one while signed in. */
  language: z.optional(z.enum(languageCodes)),
  /** The kinds of notification mailed to the user (their role's defaults until they choose). */
  mailKinds: z.array(z.enum(notificationKinds)),
  /** The kinds of notification pushed to the user's devices (issue 33; their role's defaults until they choose). */
  pushKinds: z.array(z.enum(notificationKinds)),
});

export const hostel = z.strictObject({ id: z.string(), name: z.string() });

/**
 * Why a request was turned back or rejected; `code` is set when a keeper chose a reason from the list, and
 * `released` when no one turned it back: the keeper it was allotted to was removed (`name` is theirs).
 */
export const rejectReason = z.strictObject({
  name: z.string(),
  message: z.string(),
  code: z.optional(z.enum(cantCleanReasons)),
  released: z.optional(z.literal(true)),
});

/** What a history entry records. */
export const historyActions = [
  'create',
  'allot',
  'start',
  'reject',
  'complete',
  'delete',
  'release',
  'move',
  'skip',
  // A keeper's scan of the room's door code (issue 33): proof of presence; the status does not change.
  'scan',
  // An admin's inspection of a completed clean, and a re-clean made of it or of its feedback (issue 32).
  'inspect',
  'reclean',
] as const;

export const historyEntry = z.strictObject({
  at: z.string(),
  by: z.string(),
  byName: z.string(),
  action: z.enum(historyActions),
  status: z.enum(requestStatuses),
  note: z.optional(z.string()),
  /** When the keeper tapped an action their phone sent later; `at` is when it reached the server. */
  tappedAt: z.optional(z.string()),
});

/** A request as lists show it: everything but its history, which only the one request's answers carry. */
const listedRequestShape = {
  _id: z.string(),
  hostelId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  room: z.string(),
  floor: z.string(),
  /** 'YYYY-MM-DD' */
  date: z.string(),
  /** 'HH:mm' */
  time: z.string(),
  message: z.optional(z.string()),
  requestStatus: z.enum(requestStatuses),
  /** The allotted roomkeeper's name (spec §3). */
  roomkeeper: z.optional(z.string()),
  roomKeeperId: z.optional(z.string()),
  rejectReason: z.optional(rejectReason),
  /** When the keeper tapped Start (ISO 8601): the request is in progress while still Scheduled. */
  startedAt: z.optional(z.string()),
  timeIn: z.optional(z.string()),
  timeOut: z.optional(z.string()),
  rated: z.optional(z.boolean()),
  /** The student dismissed the prompt to rate this completed cleaning (issue 28): it is not shown again. */
  promptDismissed: z.optional(z.boolean()),
  /** Minutes the clean is planned to take, copied from the room type when it is allotted (issue 30). */
  minutes: z.optional(z.int()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
  /**
   * The room the request is for (issue 30), with its type and its place in walking order
   * (`<building>#<floor>#<number>` of `roomKeyPart` texts); absent on a request made before rooms existed
   * or for a room typed as free text. `room` and `floor` are its texts either way.
   */
  roomId: z.optional(z.string()),
  roomTypeId: z.optional(z.string()),
  roomPlace: z.optional(z.string()),
  /** The recurrence (cleaning schedule, issue 31) that made the request; absent on one asked for by hand. */
  recurrenceId: z.optional(z.string()),
  /** A Completed clean picked for inspection (issue 32, the hostel's "1 in N") and not inspected yet. */
  inspectDue: z.optional(z.boolean()),
};

const cleanRequestShape = { ...listedRequestShape, history: z.array(historyEntry) };

export const cleanRequest = z.strictObject(cleanRequestShape);

/** A row of a request list (dashboards, the history list): a list carries no per-request history. */
export const listedRequest = z.strictObject(listedRequestShape);

/** A pending request on the admin's dashboard; one a keeper gave back carries who and why, for Re-Allot. */
export const pendingRequest = z.strictObject({ ...listedRequestShape, rejectData: z.optional(rejectReason) });

/** A student's open request; a scheduled one carries its roomkeeper's contact and picture. */
export const studentRequest = z.strictObject({
  ...listedRequestShape,
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  profileimg: z.optional(z.string()),
});

/** A roomkeeper's scheduled request with the student's contact. */
export const keeperRow = z.strictObject({
  request: listedRequest,
  studentData: z.strictObject({ email: z.string(), phone: z.string() }),
});

/**
 * A row of the request history: to the roomkeeper it is allotted to, a Scheduled one carries the student's
 * contact as the dashboard's rows do (issue 28: the phone cards of Clean Requests call and mail from it).
 */
export const historyRequest = z.strictObject({
  ...listedRequestShape,
  studentData: z.optional(z.strictObject({ email: z.string(), phone: z.string() })),
});

/** A rating, complaint or suggestion as the feedback lists show it (one per kind and cleaning). */
export const feedbackItem = z.strictObject({
  requestId: z.string(),
  kind: z.enum(['rating', 'complaint', 'suggestion']),
  room: z.string(),
  floor: z.string(),
  date: z.string(),
  time: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  roomKeeperId: z.string(),
  roomkeeper: z.string(),
  /** The rating given with this cleaning's feedback, 1–5. */
  rating: z.int().check(z.gte(1), z.lte(5)),
  /** The rating's message, or the complaint's or suggestion's text. */
  message: z.string(),
  createdAt: z.string(),
});

/**
 * A student as `GET /api/users?role=student` lists them. Without the picture: a page of 100 students at
 * up to 200 KB each would pass Lambda's 6 MB answer limit; the list shows initials.
 */
export const managedStudent = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  room: z.optional(z.string()),
  floor: z.optional(z.string()),
  /** The room they live in (issue 30), and their bed in it. */
  roomId: z.optional(z.string()),
  bed: z.optional(z.number()),
});

/** A roomkeeper as `GET /api/users?role=roomkeeper` lists them; `ratingAverage` is null before any rating. */
export const managedRoomkeeper = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  ratingAverage: z.nullable(z.number()),
  ratingCount: z.int(),
  completed: z.int(),
  /** Their own minutes of work a day (issue 30); absent while they work the hostel's. */
  capacityMinutes: z.optional(z.int()),
  /** The building they keep (issue 30): its board only; absent while they keep the whole hostel. */
  building: z.optional(z.string()),
});

/** A self-registered student waiting for the admin's approval, as `GET /api/registrations` lists them. */
export const waitingStudent = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** When they registered (ISO 8601); the list is oldest first. */
  createdAt: z.string(),
});

/** `GET /api/allotRequest`: one of the hostel's roomkeepers. */
export const keeperOption = z.strictObject({ _id: z.string(), name: z.string() });

/**
 * `GET /api/schedule`: one of a keeper's scheduled requests on the chosen date. The spec's four fields,
 * then the student's name and note, added for the day sheet, and the room's walking-order place (issue 30)
 * when the request is for a room, so the day sheet and the allot dialog order and group by building too.
 */
export const scheduleSlot = z.strictObject({
  _id: z.string(),
  room: z.string(),
  floor: z.string(),
  time: z.string(),
  studentName: z.optional(z.string()),
  message: z.optional(z.string()),
  roomPlace: z.optional(z.string()),
});

/** A page of a list that can grow; `cursor` is absent on the last page. */
export const page = <Item extends z.ZodMiniType>(item: Item) =>
  z.strictObject({ items: z.array(item), cursor: z.optional(z.string()) });

/** The spec's `{message}` answers (auth routes' 200 and 203). */
export const messageAnswer = z.strictObject({ message: z.string() });

/** The spec's 204: no body at all. */
export const noBody = z.undefined();
