import { makeRequest } from '../dashboard/test-requests';
import { groupByDay } from './walking-order';

const card = (date: string, floor: string, room: string, time = '09:00') => ({
  request: makeRequest({ date, floor, room, time }),
});

describe('groupByDay', () => {
  it('puts today first, then the days ahead, then past days, each in floor, room, time order', () => {
    const rows = [
      card('2030-05-16', '1', '5'),
      card('2030-05-14', '10', '1'),
      card('2030-05-14', '2', '12'),
      card('2030-05-12', '1', '1'),
      card('2030-05-14', '2', '9', '11:00'),
      card('2030-05-14', '2', '9', '08:30'),
      card('2030-05-13', '1', '1'),
    ];

    const days = groupByDay(rows, '2030-05-14');

    expect(days.map((day) => day.date)).toEqual(['2030-05-14', '2030-05-16', '2030-05-13', '2030-05-12']);
    expect(days[0]!.rows.map(({ request }) => `${request.floor}/${request.room}@${request.time}`)).toEqual([
      '2/9@08:30',
      '2/9@11:00',
      '2/12@09:00',
      '10/1@09:00',
    ]);
  });
});

describe('walking order by building, floor and room (issue 30)', () => {
  it('walks a room request by its place and an older one by its floor and room texts', () => {
    const place = (roomPlace: string, floor: string, room: string) => ({
      request: makeRequest({ date: '2030-05-14', floor, room, roomPlace }),
    });
    const rows = [
      place('block b#000000001#000000101', '1', '101'),
      place('block a#000000010#000001001', '10', '1001'),
      place('block a#000000009#000000901', '9', '901'),
      card('2030-05-14', '10', '3'),
      card('2030-05-14', '９', '2'),
    ];

    const [day] = groupByDay(rows, '2030-05-14');

    expect(
      day!.rows.map(({ request }) => `${request.roomPlace ?? '-'} ${request.floor}/${request.room}`),
    ).toEqual([
      '- ９/2',
      '- 10/3',
      'block a#000000009#000000901 9/901',
      'block a#000000010#000001001 10/1001',
      'block b#000000001#000000101 1/101',
    ]);
  });
});
