/** Schemas of ratings, complaints and suggestions (DESIGN §3 "Added"). */
import { z } from 'zod';

import { messages } from '../messages';
import { cursor, id, limit, shortText } from './fields';

export const createRatingBody = z.strictObject({
  id,
  rating: z.number({ error: messages.fieldNotValid }).int().min(1).max(5),
  message: shortText(500).min(1, { error: messages.required }),
  suggestion: shortText(500).optional(),
  complaint: shortText(500).optional(),
});
export type CreateRatingBody = z.infer<typeof createRatingBody>;

export const listFeedbackQuery = z.strictObject({ cursor, limit });

/** A rating, complaint or suggestion as the feedback lists show it (one per kind and cleaning). */
export interface FeedbackItem {
  requestId: string;
  kind: 'rating' | 'complaint' | 'suggestion';
  room: string;
  floor: string;
  date: string;
  time: string;
  studentId: string;
  studentName: string;
  roomKeeperId: string;
  roomkeeper: string;
  /** The rating given with this cleaning's feedback, 1–5. */
  rating: number;
  /** The rating's message, or the complaint's or suggestion's text. */
  message: string;
  createdAt: string;
}
