/**
 * A student's new request under their hostel's rules (DESIGN §9 "Hostel settings"): the date and time are
 * checked against the rules as read, and the create commits only while those rules still hold
 * (`data/hostel-settings.ts`), with the open-request limit and one request per date in the same transaction.
 */
import type { CleanRequest } from '#shared/domain';
import type { ErrorCode } from '#shared/errors';
import type { CreateRequestBody } from '#shared/schemas/clean-request';

import { getSettings } from '../data/hostel-settings';
import type { Note } from '../data/notifications';
import { type CreateParts, CreateRefused, createRequest } from '../data/requests';
import { getRoom, placeOf } from '../data/rooms';
import type { UserRecord } from '../data/users';
import { refuse } from '../refusal';
import { effectsOf } from './effects';
import { aboutRequest, told } from './notices';
import { ruleRefusal } from './request-rule-check';
import { statsWrites } from './stats-events';

const createRefusals = {
  dateTaken: 'request.dateTaken',
  openLimit: 'request.openLimit',
  rulesChanged: 'request.rulesChanged',
} as const satisfies Record<CreateRefused['reason'], ErrorCode>;

/**
 * What a new request moves besides itself (`effectsOf`): the student's counters, their own `done` note
 * and the analytics' created count, in the hostel's zone `timeZone` the create read with its rules.
 */
export const createParts =
  (student: UserRecord, timeZone: string) =>
  async (request: CleanRequest): Promise<CreateParts> => {
    const notes: Note[] = [{ to: student._id, kind: 'done', action: 'create', ...aboutRequest(request) }];
    const effects = effectsOf('create', undefined, request, notes);
    return {
      effects: effects.counters,
      told: told(request.hostelId, notes),
      stats: await statsWrites(request.hostelId, effects.stats, timeZone),
    };
  };

/** A settings change between the read and the commit is rare; the create is checked again that often. */
const attempts = 3;

/**
 * The student's room, when they have one (issue 30): the request is for it, its room and floor texts the
 * room's own, and it carries the room's id, type and place, so that the room board counts it.
 */
async function studentRoom(student: UserRecord, input: CreateRequestBody) {
  const room = student.roomId ? await getRoom(student.hostelId, student.roomId) : undefined;
  if (!room) return { input, ref: undefined };
  const place = placeOf(room);
  return {
    input: { ...input, room: room.number, floor: room.floor },
    ref: {
      roomId: room.id,
      roomTypeId: room.typeId,
      roomPlace: `${place.building}#${place.floor}#${place.number}`,
    },
  };
}

/** Student: a new Pending request, if the hostel's rules take it. */
export async function create(student: UserRecord, body: CreateRequestBody): Promise<CleanRequest> {
  const { input, ref } = await studentRoom(student, body);
  for (let attempt = 1; ; attempt++) {
    const { rules, rulesVersion } = await getSettings(student.hostelId);
    const broken = ruleRefusal(rules, input);
    if (broken) throw broken;
    try {
      return await createRequest(
        student,
        input,
        { openLimit: rules.openLimit, onePerDate: rules.onePerDate, rulesVersion },
        createParts(student, rules.timeZone),
        ref,
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
