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
