/** What the morning mail says: its counts already written as numbers ("100+" past what was read). */
export interface DigestWords {
  hostel: string;
  /** The hostel's today, in the reader's language. */
  date: string;
  pending: string;
  overdue: string;
  turnedBack: string;
  waiting: string;
}

/** One language's morning mail: a subject, a greeting, one line per count, the link and why it is sent. */
export interface DigestTexts {
  subject: (words: DigestWords) => string;
  hello: (name: string) => string;
  intro: (words: DigestWords) => string;
  pending: (words: DigestWords) => string;
  overdue: (words: DigestWords) => string;
  turnedBack: (words: DigestWords) => string;
  waiting: (words: DigestWords) => string;
  /** The label of the link to the admin's dashboard. */
  open: string;
  /** Why the reader gets this mail and where to change its hour or turn it off. */
  footer: string;
}
