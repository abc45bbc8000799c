/**
 * The student's contact on a roomkeeper's request history (issue 28): the phone cards of Clean Requests
 * call and mail the student of a Scheduled request, as the dashboard's rows do. Past requests, and other
 * callers' lists, carry no contact; the page reads its students in one BatchGet.
 */
import { callsOf } from '../helpers/dynamo-calls';
import { type Account, hostelWithRoles } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { storeRequest } from '../helpers/stored-requests';

let admin: Account;
let keeper: Account;
let student: Account;

beforeAll(async () => {
  ({ admin, keeper, student } = await hostelWithRoles({
    student: { name: 'Jin Park', phone: '+81 90 1234 5678', room: '205' },
  }));
});

type Row = { _id: string; studentData?: { email: string; phone: string } };
const rows = async (as: Account) => (await invoke('listRequests', { token: as.token })).body.items as Row[];

describe('GET /api/requests as a roomkeeper', () => {
  it('carries the student’s email and phone on Scheduled requests only', async () => {
    const scheduled = await storeRequest(student, 'Scheduled', keeper);
    const completed = await storeRequest(student, 'Completed', keeper);

    const mine = await rows(keeper);
    const contact = { email: student.email, phone: '+81 90 1234 5678' };

    expect(mine.find((row) => row._id === scheduled._id)?.studentData).toEqual(contact);
    expect(mine.find((row) => row._id === completed._id)).not.toHaveProperty('studentData');
    for (const other of [admin, student])
      expect((await rows(other)).some((row) => 'studentData' in row)).toBe(false);
  });

  it('reads the page’s students in one BatchGet', async () => {
    const measured = await callsOf('listRequests', { token: keeper.token, query: { status: 'Scheduled' } });
    expect(measured).toEqual({ status: 200, commands: ['GetItem', 'Query', 'BatchGetItem'] });
  });
});
