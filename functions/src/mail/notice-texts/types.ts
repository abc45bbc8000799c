import type { NotificationKind } from '#shared/notification-kinds';

/** What a mail about a notification may say: its fields, the date already in the reader's language. */
export interface NoticeWords {
  room: string;
  date: string;
  time: string;
  keeperName: string;
  studentName: string;
  byName: string;
  reason: string;
  stars: string;
  /** The student's note on the request, empty when they left none. */
  message: string;
  /** Where a moved request was before (`moved`, `movedOff`), the date in the reader's language. */
  fromDate: string;
  fromTime: string;
  /** The hours before its time a recurring clean may still be skipped or moved (`cleanAhead`). */
  count: string;
  /** Where the admin moved a maintenance report (`maintenance`, issue 32): its status's name. */
  maintenanceStatus: string;
}

/**
 * `done` is the reader's own action; `overdue` is told in the morning mail's counts instead; `unplaced`
 * (issue 31) is once a run in the bell, never mailed (no role may choose it), as are a resident's skip
 * (`skipped`) and a room's third in a row (`roomSkips`): the admins and keeper see them in the bell; so is
 * a report from a room's door (`doorReport`, issue 33).
 */
export type MailedKind = Exclude<
  NotificationKind,
  'done' | 'overdue' | 'unplaced' | 'skipped' | 'roomSkips' | 'doorReport'
>;

/** One language's mail texts: a subject and the lines of the body for each kind. */
export interface NoticeTexts {
  hello: (name: string) => string;
  /** The label of the link to the product. */
  open: string;
  /** Why the reader gets this mail and where to turn it off. */
  footer: string;
  kinds: Record<
    MailedKind,
    { subject: (words: NoticeWords) => string; body: (words: NoticeWords) => string }
  >;
}
