/**
 * The recurring-cleaning part of the DynamoDB-actions story (`dynamo-actions.test.ts`, issue 31): a
 * recurrence made for a room, previewed for a type, listed, edited, paused, and a stale edit refused.
 */
import type { Story } from '../../helpers/story-world';
import { dateIn } from '../requests-fixtures';

export async function recurringStory({ call, admin }: Story, roomId: string): Promise<void> {
  const { token } = admin;
  const recurrence = {
    name: 'Actions schedule',
    target: { kind: 'room', roomId },
    cadence: { kind: 'weekly', weekdays: [1] },
    from: '09:00',
    to: '12:00',
    start: dateIn(1),
    closedDays: 'move',
    autoAllot: false,
  };
  const made = await call('createRecurrence', { token, body: recurrence });
  await call('previewRecurrence', {
    token,
    body: { ...recurrence, target: { kind: 'type', roomTypeId: 'single', building: 'Actions' } },
  });
  await call('listRecurrences', { token });
  const id = made.body.recurrence._id;
  await call('updateRecurrence', { token, body: { id, version: 1, ...recurrence } });
  await call('updateRecurrence', { token, body: { id, version: 1, paused: true } });
}
