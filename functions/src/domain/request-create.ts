/**
 * A student's new request under their hostel's rules (DESIGN §9 "Hostel settings"): the date and time are
 * checked against the rules as read, and the create commits only while those rules still hold
 * (`data/hostel-settings.ts`), with the open-request limit and one request per date in the same transaction.
 */
import type { CleanRequest } from '#shared/domain';
import type { ErrorCode } from '#shared/errors';
import type { RequestRules } from '#shared/request-rules';
import type { CreateRequestBody, roomRequestBody } from '#shared/schemas/clean-request';
import type * as z from '#shared/schemas/zod';

import { getSettings } from '../data/hostel-settings';
import type { Note } from '../data/notifications';
import {
  type CreateParts,
  CreateRefused,
  createRequest,
  type NewRequest,
  type Requester,
} from '../data/requests';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { effectsOf } from './effects';
import { aboutRequest, told } from './notices';
import { roomFields, studentRequestOf } from './request-room';
import { ruleRefusal } from './request-rule-check';
import { roomOfHostel } from './room-rules';
import { statsWrites } from './stats-events';

const createRefusals = {
  dateTaken: 'request.dateTaken',
  openLimit: 'request.openLimit',
  rulesChanged: 'request.rulesChanged',
} as const satisfies Record<CreateRefused['reason'], ErrorCode>;

/**
 * What a new request moves besides itself (`effectsOf`): the student's counters, the requester's own
 * `done` note and the analytics' created count, in the hostel's zone `timeZone` the create read with its
 * rules. An admin's request for a room moves no student's counters (it has none).
 */
export const createParts =
  (requester: Requester, timeZone: string) =>
  async (request: CleanRequest): Promise<CreateParts> => {
    const notes: Note[] = [{ to: requester._id, kind: 'done', action: 'create', ...aboutRequest(request) }];
    const effects = effectsOf('create', undefined, request, notes);
    return {
      effects: effects.counters,
      told: told(request.hostelId, notes),
      stats: await statsWrites(request.hostelId, effects.stats, timeZone),
    };
  };

/** A settings change between the read and the commit is rare; the create is checked again that often. */
const attempts = 3;

/** Student: a new Pending request, if the hostel's rules take it; for their room when they have one. */
export const create = (student: UserRecord, input: CreateRequestBody): Promise<CleanRequest> =>
  createUnderRules(student, input, (rules) => studentRequestOf(student, input, rules));

/**
 * Admin: a new Pending request for any room of their hostel, in service (a common area, a room between
 * residents), under the hostel's date and time rules; it has no student, so no student's limit or date.
 */
export async function createForRoom(
  admin: UserRecord,
  input: z.infer<typeof roomRequestBody>,
): Promise<CleanRequest> {
  const room = await roomOfHostel(admin.hostelId, input.roomId);
  if (!room.inService) throw refuse('room.outOfService');
  return createUnderRules(admin, input, () => Promise.resolve({ ...input, ...roomFields(room) }));
}

/** The date and time are checked first, as always; then `requestOf` decides the room under the same rules. */
async function createUnderRules(
  requester: UserRecord,
  when: Pick<CreateRequestBody, 'date' | 'time'>,
  requestOf: (rules: RequestRules) => Promise<NewRequest>,
): Promise<CleanRequest> {
  for (let attempt = 1; ; attempt++) {
    const { rules, rulesVersion } = await getSettings(requester.hostelId);
    const broken = ruleRefusal(rules, when);
    if (broken) throw broken;
    const input = await requestOf(rules);
    try {
      return await createRequest(
        requester,
        input,
        { openLimit: rules.openLimit, onePerDate: rules.onePerDate, rulesVersion },
        createParts(requester, rules.timeZone),
      );
    } catch (error) {
      if (!(error instanceof CreateRefused)) throw error;
      if (error.reason === 'openLimit')
        throw refuse('request.openLimit', {
          message: `You can have at most ${rules.openLimit} open requests.`,
        });
      if (error.reason !== 'rulesChanged' || attempt === attempts) throw refuse(createRefusals[error.reason]);
    }
  }
}
