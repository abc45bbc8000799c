/**
 * Authorization matrix rows of inspections and re-cleans (`route-table/inspections.ts`; see
 * `../matrix-types.ts`): only admins, each of their own hostel. Another hostel's admin reads and changes
 * their own hostel's checklists, and a request of another hostel answers them exactly as a missing one
 * (404 `request.notFound`).
 */
import { randomUUID } from 'node:crypto';

import type { CleanRequest } from '#shared/domain';
import { defaultChecklists } from '#shared/inspections';
import { photoPrefix } from '#shared/photos';

import { invoke } from '../../helpers/invoke';
import { expectAll, matrixRow, type MatrixWorld } from '../matrix-types';

const adminsOwn = (status: number, adminOther: number) =>
  expectAll(403, { anonymous: 401, adminOwn: status, adminOther });

/** A Completed clean of the world's hostel (a request made before rooms: a single's checklist). */
const completed = (world: MatrixWorld) => world.request('Completed');

/** A Completed clean its student rated one star. */
async function lowRated(world: MatrixWorld): Promise<CleanRequest> {
  const request = await completed(world);
  const answer = await invoke('createRating', {
    token: world.accounts.studentA.token,
    body: { id: request._id, rating: 1, message: 'Dusty' },
  });
  if (answer.status !== 201) throw new Error(`rating the matrix request failed: ${answer.status}`);
  return request;
}

const singleItems = defaultChecklists.single ?? [];

export const rows = [
  matrixRow({
    route: 'checklists',
    call: () => ({}),
    expect: adminsOwn(200, 200),
  }),
  matrixRow({
    route: 'updateChecklists',
    // The single's defaults as they are: each admin stores their own hostel's list.
    call: () => ({
      body: { checklists: [{ roomTypeId: 'single', items: singleItems.map((id) => ({ id })) }] },
    }),
    expect: adminsOwn(200, 200),
  }),
  matrixRow<CleanRequest>({
    route: 'inspection',
    prepare: completed,
    call: ({ prepared }) => ({ query: { id: prepared._id } }),
    expect: adminsOwn(200, 404),
  }),
  matrixRow<CleanRequest>({
    route: 'inspectRequest',
    prepare: completed,
    call: ({ prepared }) => ({
      body: { requestId: prepared._id, results: singleItems.map((id) => ({ id, pass: true })) },
    }),
    expect: adminsOwn(201, 404),
  }),
  matrixRow<CleanRequest>({
    route: 'inspectRequest',
    case: "with a photo key of the hostel's uploads",
    prepare: completed,
    call: ({ prepared, world }) => ({
      body: {
        requestId: prepared._id,
        results: singleItems.map((id) => ({ id, pass: true })),
        photos: [`${photoPrefix(world.hostel.id)}${randomUUID()}`],
      },
    }),
    // Another hostel's request answers as a missing one, before its photos are looked at.
    expect: adminsOwn(201, 404),
    check: (answer) => {
      // The submit answers without the photos: `inspection` signs their links.
      if (answer.status === 201) expect(answer.body.inspection.passed).toBe(true);
      else if (answer.status === 404) expect(answer.body.code).toBe('request.notFound');
    },
  }),
  matrixRow({
    route: 'inspectionsDue',
    // Each admin lists their own hostel's cleans waiting for inspection (no id names another's).
    call: () => ({ query: {} }),
    expect: adminsOwn(200, 200),
  }),
  matrixRow<CleanRequest>({
    route: 'feedbackReclean',
    prepare: lowRated,
    call: ({ prepared }) => ({ body: { requestId: prepared._id } }),
    expect: adminsOwn(201, 404),
  }),
];
