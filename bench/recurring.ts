/**
 * Recurring cleaning at 2,000 rooms (issue 31): a hostel of its own with four buildings of 500 single rooms
 * (ten floors of 50), one weekly recurrence per building, and one run of the scheduled job's recurring
 * part, which makes the week's 2,000 requests. Timed as a whole, and its DynamoDB calls counted as the
 * `*-calls` tests count them, per occurrence made.
 */
import { randomUUID } from 'node:crypto';

import { benchData } from './runtime';

export interface RecurringFigures {
  rooms: number;
  made: number;
  ms: number;
  calls: number;
  callsPerOccurrence: number;
  /** Each command's count in the run. */
  commands: Record<string, number>;
}

const buildings = ['Bench A', 'Bench B', 'Bench C', 'Bench D'];

export async function measureRecurring(floors = 10, perFloor = 50): Promise<RecurringFigures> {
  const data = await benchData();
  try {
    return await data.withStore(async () => {
      const { invoke } = await import('#tests/helpers/invoke');
      const { makeHostel, makeUser } = await import('#tests/helpers/fixtures');
      const { onDynamoCall } = await import('#functions/data/store/client');
      const { getSettings } = await import('#functions/data/hostel-settings');
      const { runRecurring } = await import('#functions/domain/recurring-run');
      const { putRecurrence } = await import('#functions/data/recurrences');
      const { addDays, todayIn, weekdayOf } = await import('#shared/request-dates');
      const hostel = await makeHostel('Bench Recurring');
      const admin = await makeUser('admin', hostel);
      for (const building of buildings)
        for (let floor = 1; floor <= floors; floor++) {
          const range = await invoke('createRoomRange', {
            token: admin.token,
            body: {
              building,
              floor: String(floor),
              from: floor * 100 + 1,
              to: floor * 100 + perFloor,
              typeId: 'single',
            },
          });
          if (range.body.created?.length !== perFloor)
            throw new Error(`createRoomRange answered ${range.status}`);
        }
      const today = todayIn('UTC', new Date());
      for (const building of buildings) {
        const at = new Date().toISOString();
        await putRecurrence({
          _id: randomUUID(),
          hostelId: hostel.id,
          name: `Weekly ${building}`,
          target: { kind: 'type', roomTypeId: 'single', building },
          cadence: { kind: 'weekly', weekdays: [weekdayOf(addDays(today, 2))] },
          from: '10:00',
          to: '12:00',
          start: today,
          closedDays: 'move',
          autoAllot: false,
          paused: false,
          createdAt: at,
          updatedAt: at,
          version: 1,
        });
      }
      const run = { ...hostel, settings: await getSettings(hostel.id) };
      const commands: Record<string, number> = {};
      const stop = onDynamoCall((command) => {
        const name = command.replace(/Command$/, '');
        commands[name] = (commands[name] ?? 0) + 1;
      });
      const started = performance.now();
      let made = 0;
      try {
        const [result] = await runRecurring([run], { now: new Date() });
        made = result?.made ?? 0;
      } finally {
        stop();
      }
      const ms = Math.round(performance.now() - started);
      const calls = Object.values(commands).reduce((sum, n) => sum + n, 0);
      return {
        rooms: buildings.length * floors * perFloor,
        made,
        ms,
        calls,
        callsPerOccurrence: made === 0 ? 0 : Math.round((calls / made) * 1000) / 1000,
        commands,
      };
    });
  } finally {
    data.remove();
  }
}
