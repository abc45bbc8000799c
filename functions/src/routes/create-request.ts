import { create } from '../domain/request-workflow';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { created } from '../http/reply';

/** Student: a new Pending request (201 {request}); one per date and at most 3 open (409 otherwise). */
export const createCleanRequest: RouteLogic<'createRequest'> = async ({ body, user }) =>
  created({ request: await create(user, body) });

export const handler = createHandler('createRequest', createCleanRequest);
