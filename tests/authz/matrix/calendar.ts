/**
 * Authorization matrix rows of the calendar feed routes (`route-table/calendar.ts`; see `../matrix-types.ts`):
 * everyone signed in sees, makes and revokes only their own link; the feed is public and answers only to
 * a live token, the same for every caller.
 */
import { invoke } from '../../helpers/invoke';
import { expectAll, matrixRow, signedIn } from '../matrix-types';

export const rows = [
  matrixRow({
    route: 'calendarFeedState',
    call: () => ({}),
    expect: signedIn(200),
  }),
  matrixRow({
    route: 'makeCalendarFeed',
    call: () => ({}),
    expect: signedIn(201),
    check: (answer) => {
      if (answer.status === 201) expect(answer.body.url).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
    },
  }),
  matrixRow({
    route: 'revokeCalendarFeed',
    call: () => ({}),
    expect: signedIn(200),
    check: (answer) => {
      if (answer.status === 200) expect(answer.body).toEqual({ active: false });
    },
  }),
  matrixRow<string>({
    route: 'calendarFeed',
    case: "studentA's live link",
    prepare: async (world) => {
      const made = await invoke('makeCalendarFeed', { token: world.accounts.studentA.token });
      return String(made.body.url).split('/').at(-1)!;
    },
    call: ({ prepared }) => ({ params: { token: prepared } }),
    expect: expectAll(200),
    check: (answer) => {
      if (answer.status === 200) expect(answer.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    },
  }),
  matrixRow({
    route: 'calendarFeed',
    case: 'a token never made',
    call: () => ({ params: { token: `${'A'.repeat(43)}.ics` } }),
    expect: expectAll(404),
  }),
];
