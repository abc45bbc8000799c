import { deliveryIdOf, requestEventOf } from './webhook-events';

const at = '2030-01-15T12:00:00.000Z';
const request = (action: string, status: string, more: Record<string, unknown> = {}) => ({
  entity: 'Request',
  _id: 'r1',
  hostelId: 'h1',
  requestStatus: status,
  room: '101',
  floor: '1',
  date: '2030-01-16',
  time: '10:00',
  studentId: 's1',
  studentName: 'Greta Gast',
  roomKeeperId: 'k1',
  history: [
    { at: '2030-01-14T09:00:00.000Z', action: 'create', status: 'Pending' },
    { at, action, status },
  ],
  ...more,
});

describe('requestEventOf', () => {
  it.each([
    ['create', 'Pending', 'request.created'],
    ['allot', 'Scheduled', 'request.allotted'],
    ['complete', 'Completed', 'request.completed'],
    ['reject', 'Pending', 'request.turnedBack'],
    ['reject', 'Rejected', 'request.rejected'],
  ])('tells a last entry %s (%s) as %s', (action, status, event) => {
    expect(requestEventOf(request(action, status))?.event).toBe(event);
  });

  it.each([['start'], ['move'], ['release'], ['scan'], ['skip']])('tells nothing of %s', (action) => {
    expect(requestEventOf(request(action, 'Scheduled'))).toBeUndefined();
  });

  it('tells nothing of a request anonymized by retention (issue 34)', () => {
    const anonymized = request('complete', 'Completed', { anonymizedAt: '2032-01-16T03:30:00.000Z' });
    expect(requestEventOf(anonymized)).toBeUndefined();
  });

  it('tells nothing of other items', () => {
    expect(requestEventOf({ ...request('allot', 'Scheduled'), entity: 'Notification' })).toBeUndefined();
  });

  it('carries ids, place, day and status, and no name', () => {
    const event = requestEventOf(request('allot', 'Scheduled'))!;
    expect(event).toEqual({
      event: 'request.allotted',
      hostelId: 'h1',
      at,
      key: `request:r1:${at}:request.allotted`,
      subject: 'request',
      data: {
        id: 'r1',
        status: 'Scheduled',
        room: '101',
        floor: '1',
        date: '2030-01-16',
        time: '10:00',
        studentId: 's1',
        roomKeeperId: 'k1',
      },
    });
  });

  it('gives a delivery id that sorts by time and is the same for the same hook and event', () => {
    const event = requestEventOf(request('allot', 'Scheduled'))!;
    const id = deliveryIdOf('hook-1', event);
    expect(id).toMatch(/^\d{13}-[0-9a-f]{20}$/);
    expect(id.startsWith(String(Date.parse(at)))).toBe(true);
    expect(deliveryIdOf('hook-1', event)).toBe(id);
    expect(deliveryIdOf('hook-2', event)).not.toBe(id);
  });
});
