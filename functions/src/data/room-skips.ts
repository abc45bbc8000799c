/**
 * A room's run of skipped recurring cleans (issue 31): `skipsInARow` on the room item, raised by each
 * resident's skip in the skip's own transaction and set back to 0 by the Done of a recurring clean of the
 * room (`board-writes.ts`). The admins are told when it reaches `skipsToFlag`; the board and the room's page
 * show it from the room item.
 */
import { skipsToFlag } from '#shared/recurrences';

import { tableName } from './store/client';
import { keys } from './store/keys';
import type { TransactItem } from './store/transact';

export { skipsToFlag };

/**
 * The skip's raise of the counter from the value `before` it read. The room's `version` rises too, so an
 * edit of the room (a Put on the version it read) never puts an older count back.
 */
export function skipCountWrite(hostelId: string, roomId: string, before: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.room(hostelId, roomId),
      UpdateExpression: 'SET skipsInARow = :next ADD version :one',
      ConditionExpression:
        before === 0
          ? 'attribute_exists(pk) AND (attribute_not_exists(skipsInARow) OR skipsInARow = :before)'
          : 'skipsInARow = :before',
      ExpressionAttributeValues: { ':next': before + 1, ':before': before, ':one': 1 },
    },
  };
}
