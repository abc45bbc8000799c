/** Typed text is trimmed and refuses what no person types: controls, invisibles, bidi overrides, `#` in names. */
import { messages } from '../messages';
import { registerBody } from './auth';
import { createRequestBody } from './clean-request';
import { isoDate, longText, name3to50, shortText } from './fields';
import { listUsersQuery } from './user';

const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'accepted' : result.error!.issues.map((issue) => issue.message);

describe('names', () => {
  it.each([
    ['a zero-width space', 'Ana\u200BMaria'],
    ['a right-to-left override', 'Ana\u202Eairam'],
    ['a control character', 'Ana\u0007Maria'],
    ['a line break', 'Ana\nMaria'],
    ['a # that would split the list key', 'Ana#Maria'],
  ])('refuses %s', (_, name) => {
    expect(refusal(name3to50().safeParse(name))).toEqual([messages.fieldNotValid]);
  });

  it('trims before counting, and keeps names in any script', () => {
    expect(name3to50().parse('  Zoë Ōtsuka  ')).toBe('Zoë Ōtsuka');
    expect(name3to50().parse('李小龙')).toBe('李小龙');
    expect(refusal(name3to50().safeParse('  ab  '))).toEqual([messages.min3]);
  });

  it('applies to the registration form, whose password stays as typed', () => {
    const body = {
      email: 'a@b.co',
      fullname: 'Ana\u2066Maria',
      hostel: 'Demo Hostel',
      password: ' pw with spaces ',
    };
    expect(registerBody.safeParse(body).success).toBe(false);
    expect(registerBody.parse({ ...body, fullname: 'Ana Maria' }).password).toBe(' pw with spaces ');
  });
});

describe('free text', () => {
  it('keeps line breaks in a message and refuses invisibles', () => {
    expect(longText(500).parse(' Window sill\nand desk ')).toBe('Window sill\nand desk');
    expect(refusal(longText(500).safeParse('Fine\u200D'))).toEqual([messages.fieldNotValid]);
    expect(refusal(shortText(20).safeParse('Room\t7'))).toEqual([messages.fieldNotValid]);
  });

  it('applies to a request’s message and to the user search', () => {
    const request = { room: '7', floor: '2', date: '2030-01-01', time: '09:00', message: 'Hi\u202E' };
    expect(createRequestBody.safeParse(request).success).toBe(false);
    expect(listUsersQuery.safeParse({ role: 'student', search: 'an#' }).success).toBe(false);
    expect(listUsersQuery.parse({ role: 'student', search: ' an ' }).search).toBe('an');
  });
});

describe('dates', () => {
  it.each(['0000-01-01', '1900-12-31', '1999-12-31', '2101-01-01', '2030-02-29', '2030-13-01', '2030-1-1'])(
    'refuses %s',
    (date) => {
      expect(refusal(isoDate.safeParse(date))).toEqual([messages.fieldNotValid]);
    },
  );

  it.each(['2000-01-01', '2028-02-29', '2100-12-31'])('takes %s as it is', (date) => {
    expect(isoDate.parse(date)).toBe(date);
  });
});
