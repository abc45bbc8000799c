/**
 * Authorization matrix rows of the data-rights routes (`route-table/privacy.ts`; see `../matrix-types.ts`):
 * everyone signed in downloads only their own data; the audit log is the own hostel's admin's, and another
 * hostel's admin reads their own hostel's log, never this one's. An erasure is the own hostel's admin's.
 */
import { adminOnly, matrixRow, signedIn } from '../matrix-types';

export const rows = [
  matrixRow({
    route: 'myData',
    call: () => ({}),
    expect: signedIn(200),
    check: (answer, { me }) => {
      if (answer.status !== 200) return;
      expect(answer.body.profile.user._id).toBe(me!.id);
      // Only the caller's own items: a student's requests are theirs, a keeper's are allotted to them.
      for (const request of answer.body.requests ?? []) {
        if (me!.role === 'student') expect(request.studentId).toBe(me!.id);
        if (me!.role === 'roomkeeper') expect(request.roomKeeperId).toBe(me!.id);
      }
      expect(JSON.stringify(answer.body)).not.toContain('passwordHash');
      expect(answer.body.profile.user.hostelId).toBe(me!.hostelId);
    },
  }),
  matrixRow({
    route: 'auditLog',
    call: () => ({}),
    expect: adminOnly({ adminOther: 200 }),
    check: (answer, { me }) => {
      if (answer.status !== 200) return;
      // The matrix's settings and approval rows are each admin's own: a log shows only its hostel's admin.
      for (const entry of answer.body.items) expect(entry.byId).toBe(me!.id);
    },
  }),
  matrixRow({
    route: 'eraseUser',
    case: 'a student of the hostel',
    // A fresh student per caller: another hostel's admin gets 404, exactly as for an id that is no one's.
    prepare: (world) => world.makeUser('student', world.hostel),
    call: ({ prepared }) => ({ body: { id: prepared.id } }),
    expect: adminOnly({ adminOther: 404 }),
    check: (answer, { prepared }) => {
      // The matrix's hostel has many people: the walk may take more than one call (`done: false`).
      if (answer.status === 200) expect(answer.body.id).toBe(prepared.id);
    },
  }),
  matrixRow({
    route: 'eraseUser',
    case: 'a roomkeeper of the hostel',
    prepare: (world) => world.makeUser('roomkeeper', world.hostel),
    call: ({ prepared }) => ({ body: { id: prepared.id } }),
    expect: adminOnly({ adminOther: 404 }),
  }),
];
