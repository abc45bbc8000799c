/** What the routes of `route-table/feedback.ts` answer on success, by status (feedback). */
import * as feedback from '../answers/feedback';
import type { RouteAnswers } from '../route-def';
import type { feedbackRoutes } from '../route-table/feedback';

export const feedbackAnswers = {
  createRating: { 201: feedback.createRatingAnswer },
  listRatings: { 200: feedback.feedbackPage },
  listComplaints: { 200: feedback.feedbackPage },
  listSuggestions: { 200: feedback.feedbackPage },
  dismissRatingPrompt: { 200: feedback.dismissRatingPromptAnswer },
} as const satisfies Record<keyof typeof feedbackRoutes, RouteAnswers>;
