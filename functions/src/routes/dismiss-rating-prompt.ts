import { feedbackRoutes } from '#shared/route-table/feedback';

import { dismissRatingPrompt } from '../domain/rating-prompt';
import { createHandler, type RouteLogic } from '../http/create-handler';
import { ok } from '../http/reply';

/** A student: the prompt to rate this completed cleaning of theirs is not shown again: 200 {_id}. */
export const dismissRatingPromptRoute: RouteLogic<'dismissRatingPrompt'> = async ({ body, user }) =>
  ok(await dismissRatingPrompt(user, body.id));

export const handler = createHandler(feedbackRoutes, 'dismissRatingPrompt', dismissRatingPromptRoute);
