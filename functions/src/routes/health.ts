import { GetCommand } from '@aws-sdk/lib-dynamodb';

import { authRoutes } from '#shared/route-table/auth';

import { db, tableName } from '../data/store/client';
import { keys } from '../data/store/keys';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** 200 once the store answers a key read; a store that does not answer is the mapper's 503. */
export const health: RouteLogic<'health'> = async () => {
  await db.send(new GetCommand({ TableName: tableName, Key: keys.health() }));
  return ok({ ok: true });
};

export const handler = createHandler(authRoutes, 'health', health);
