import { groupByPlace, roomsOf } from './room-groups';

const stop = (room: string, floor: string, time: string, roomPlace?: string) => ({
  room,
  floor,
  time,
  ...(roomPlace ? { roomPlace } : {}),
});

describe('a keeper’s rooms by building and floor (issue 30)', () => {
  it('keeps one floor number of two buildings apart, and walks floor 10 after floor 9', () => {
    const groups = groupByPlace([
      stop('1001', '10', '09:00', 'main#000000010#000001001'),
      stop('12', '1', '10:00', 'annex#000000001#000000012'),
      stop('901', '9', '11:00', 'main#000000009#000000901'),
      stop('102', '1', '12:00', 'main#000000001#000000102'),
    ]);
    expect(
      groups.map(({ building, floors }) => [building, floors.map((group) => [group.floor, roomsOf(group)])]),
    ).toEqual([
      ['annex', [['1', ['12']]]],
      [
        'main',
        [
          ['1', ['102']],
          ['9', ['901']],
          ['10', ['1001']],
        ],
      ],
    ]);
  });

  it('puts requests typed before rooms apart from any building, and names a room twice cleaned once', () => {
    const groups = groupByPlace([
      stop('101', '1', '14:00', 'main#000000001#000000101'),
      stop('7', '2', '09:00'),
      stop('101', '1', '08:00', 'main#000000001#000000101'),
    ]);
    expect(groups.map((group) => group.building)).toEqual(['', 'main']);
    expect(groups[0]!.floors.map((group) => group.floor)).toEqual(['2']);
    const main = groups[1]!.floors[0]!;
    expect(main.stops.map((one) => one.time)).toEqual(['08:00', '14:00']);
    expect(roomsOf(main)).toEqual(['101']);
  });
});
