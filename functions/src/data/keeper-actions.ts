/**
 * A roomkeeper's actions sent from their phone, by the id the phone gave each one. The record is written
 * in the same transaction as the change it made, with the answer that change gave, so that the same
 * action sent again (a retry after a lost answer, a queue flushed twice) answers that first result and
 * changes nothing.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';

import type { CleanRequest } from '#shared/domain';

import { db, tableName } from './store/client';
import { keys } from './store/keys';
import type { TransactItem } from './store/transact';

/** Long enough for a phone to come back online and send its queue again; DynamoDB drops it after. */
export const actionKeptSeconds = 30 * 24 * 60 * 60;

/** The phone action an action id was first used for: its request and route. */
export type ActionKind = 'start' | 'complete' | 'keeperReject';

/** What an earlier call with an action id did: for which request, which kind of action, and its answer. */
export interface AnsweredAction {
  requestId: string;
  kind: ActionKind | undefined;
  answer: CleanRequest;
}

/** The earlier call with this action id, if there was one. */
export async function answeredAction(
  keeperId: string,
  actionId: string,
): Promise<AnsweredAction | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.keeperAction(keeperId, actionId),
      ConsistentRead: true,
    }),
  );
  if (typeof Item?.answer !== 'string') return undefined;
  const answer = JSON.parse(Item.answer) as CleanRequest;
  return {
    requestId: typeof Item.requestId === 'string' ? Item.requestId : answer._id,
    kind: typeof Item.kind === 'string' ? (Item.kind as ActionKind) : undefined,
    answer,
  };
}

/** The Put that records the action with its answer; it fails if the id was already used. */
export function actionRecord(
  keeperId: string,
  actionId: string,
  kind: ActionKind,
  answer: CleanRequest,
  now = Date.now(),
): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.keeperAction(keeperId, actionId),
        entity: 'KeeperAction',
        requestId: answer._id,
        kind,
        answer: JSON.stringify(answer),
        ttl: Math.floor(now / 1000) + actionKeptSeconds,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
