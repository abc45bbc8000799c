import { makeRequest } from '../dashboard/test-requests';
import { cantCleanAction, doneAction, startAction } from './phone-action';

const request = makeRequest({ requestStatus: 'Scheduled' });
/** A local time today, on the device's clock. */
const at = (hours: number, minutes: number) => new Date(2030, 4, 14, hours, minutes);

describe('phone actions', () => {
  it('carry a fresh id and the time of the tap', () => {
    const first = startAction(request, at(9, 5));
    const second = startAction(request, at(9, 5));

    expect(first.body).toEqual({ id: request._id, actionId: expect.any(String), at: at(9, 5).toISOString() });
    expect(first.body.actionId).not.toBe(second.body.actionId);
  });

  it('make Done run from the Start tap to the Done tap, on the device clock', () => {
    const done = doneAction(request, at(9, 5).toISOString(), at(9, 47));

    expect(done).toMatchObject({ route: 'completeRequest', body: { timeIn: '09:05', timeOut: '09:47' } });
  });

  it('make a Done without Start, or across midnight, begin in the minute it ends', () => {
    expect(doneAction(request, undefined, at(10, 0)).body).toMatchObject({
      timeIn: '10:00',
      timeOut: '10:00',
    });
    expect(doneAction(request, at(23, 50).toISOString(), at(0, 10)).body).toMatchObject({
      timeIn: '00:10',
      timeOut: '00:10',
    });
  });

  it('send Can’t clean with its reason and words', () => {
    expect(cantCleanAction(request, 'noAccess', 'No access', at(8, 0))).toMatchObject({
      route: 'rejectRequest',
      body: { id: request._id, reason: 'noAccess', message: 'No access' },
    });
  });
});
