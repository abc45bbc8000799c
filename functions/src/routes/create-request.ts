import type { ErrorCode } from '#shared/errors';
import { messages } from '#shared/messages';

import { CreateRefused, createRequest } from '../data/requests';
import { refuse, refuseField } from '../domain/refusal';
import { createHandler, type RequestContext } from '../http/create-handler';
import { created, type Reply } from '../http/reply';

const refusals = {
  dateTaken: 'request.dateTaken',
  openLimit: 'request.openLimit',
} as const satisfies Record<CreateRefused['reason'], ErrorCode>;

/**
 * The earliest date a request may be for. The hostel's time zone is not stored, so "today" is taken as
 * today anywhere on Earth (UTC−12, as "anywhere on Earth" deadlines do): a student whose local date is
 * still behind UTC can book their own today, and no date that has ended everywhere is accepted.
 */
export function earliestDate(now = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Student: a new Pending request (201 {request}); one per date and at most 3 open (409 otherwise). */
export async function createCleanRequest({ body, user }: RequestContext<'createRequest'>): Promise<Reply> {
  if (body.date < earliestDate()) throw refuseField('date', messages.dateInPast, 'request.dateInPast');
  try {
    return created({ request: await createRequest(user, body) });
  } catch (error) {
    if (error instanceof CreateRefused) throw refuse(refusals[error.reason]);
    throw error;
  }
}

export const handler = createHandler('createRequest', createCleanRequest);
