/**
 * Feedback on cleanings: rating one, and the lists of ratings, complaints and suggestions. Part of the route
 * table (`routes.ts`).
 */
import { anyRole, type RouteDef } from '../route-def';
import * as feedback from '../schemas/feedback';

export const feedbackRoutes = {
  createRating: {
    method: 'POST',
    path: '/api/ratings',
    roles: ['student'],
    body: feedback.createRatingBody,
    table: 'write',
    dynamo: ['GetItem', 'PutItem', 'UpdateItem'],
  },
  listRatings: {
    method: 'GET',
    path: '/api/ratings',
    roles: anyRole,
    query: feedback.listFeedbackQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
  listComplaints: {
    method: 'GET',
    path: '/api/complaints',
    roles: anyRole,
    query: feedback.listFeedbackQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
  listSuggestions: {
    method: 'GET',
    path: '/api/suggestions',
    roles: anyRole,
    query: feedback.listFeedbackQuery,
    table: 'read',
    dynamo: ['GetItem', 'Query'],
  },
  dismissRatingPrompt: {
    method: 'POST',
    path: '/api/ratingPrompts/dismiss',
    roles: ['student'],
    body: feedback.dismissRatingPromptBody,
    table: 'write',
    dynamo: ['GetItem', 'UpdateItem'],
  },
} as const satisfies Record<string, RouteDef>;
