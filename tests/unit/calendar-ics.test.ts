/**
 * The RFC 5545 lines of a calendar feed (issue 33): escaping, folding at 75 octets without splitting a
 * UTF-8 character, CRLF endings, and the hostel's wall-clock time as a UTC instant across daylight saving.
 */
import { feedText } from '#functions/calendar/feed-ics';
import { foldLine, icsText } from '#functions/calendar/ics';
import { zonedInstant } from '#functions/calendar/zone-time';
import type { ListedRequest } from '#shared/domain';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(icsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds a long line at 75 octets, never inside a character, continuing with a space', () => {
    const line = `SUMMARY:${'清掃'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('UID:short')).toBe('UID:short');
  });

  it('ends every line of a feed in CRLF and escapes the hostel name', () => {
    const request: ListedRequest = {
      _id: 'r1',
      hostelId: 'h',
      studentId: 's',
      studentName: 'S',
      room: '205',
      floor: '2',
      date: '2030-03-30',
      time: '10:00',
      requestStatus: 'Scheduled',
      createdAt: '2030-03-01T00:00:00.000Z',
      updatedAt: '2030-03-02T00:00:00.000Z',
      version: 2,
    };
    const text = feedText(
      { role: 'student', hostelId: 'h', hostelName: 'North, South; East', language: 'en', timeZone: 'UTC' },
      [request],
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('X-WR-CALNAME:Hostel Clean – North\\, South\\; East\r\n');
    expect(text).toContain('DTSTART:20300330T100000Z\r\nDTEND:20300330T103000Z\r\n');
  });
});

describe('a hostel wall-clock time as an instant', () => {
  it('takes the offset of its own date, on either side of a daylight-saving change', () => {
    // Berlin moves from +01:00 to +02:00 on 31 March 2030; Tokyo keeps +09:00; New York is -05:00 in winter.
    expect(zonedInstant('Europe/Berlin', '2030-03-30', '10:00').toISOString()).toBe(
      '2030-03-30T09:00:00.000Z',
    );
    expect(zonedInstant('Europe/Berlin', '2030-04-01', '10:00').toISOString()).toBe(
      '2030-04-01T08:00:00.000Z',
    );
    expect(zonedInstant('Asia/Tokyo', '2030-01-15', '09:30').toISOString()).toBe('2030-01-15T00:30:00.000Z');
    expect(zonedInstant('America/New_York', '2030-01-15', '09:30').toISOString()).toBe(
      '2030-01-15T14:30:00.000Z',
    );
    expect(zonedInstant('UTC', '2030-01-15', '23:45').toISOString()).toBe('2030-01-15T23:45:00.000Z');
  });
});
