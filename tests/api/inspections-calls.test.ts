/**
 * The DynamoDB calls of the inspection routes (docs/dynamodb-calls.md): a checklist or an inspection is read
 * in one BatchGet of known keys; an inspection or a re-clean is that BatchGet, the keeper's user item (a
 * failure's re-clean goes to them) and one transaction. Photos add no call: a key is checked as the
 * hostel's by its prefix and its link is signed in the function.
 */
import { randomUUID } from 'node:crypto';

import { photoPrefix } from '#shared/photos';

import { callsOf } from '../helpers/dynamo-calls';
import { type Account, makeHostel, makeUser } from '../helpers/fixtures';
import { invoke } from '../helpers/invoke';
import { storeRequest } from '../helpers/stored-requests';
import { singleResults as results } from './inspection-fixtures';

let admin: Account;
let keeper: Account;
let student: Account;

beforeAll(async () => {
  const hostel = await makeHostel();
  admin = await makeUser('admin', hostel);
  keeper = await makeUser('roomkeeper', hostel);
  student = await makeUser('student', hostel);
});

describe('DynamoDB calls of the inspection routes', () => {
  it('are the documented ones', async () => {
    const token = admin.token;
    const [passing, failing, rated, photographed] = [
      await storeRequest(student, 'Completed', keeper),
      await storeRequest(student, 'Completed', keeper),
      await storeRequest(student, 'Completed', keeper),
      await storeRequest(student, 'Completed', keeper),
    ];
    // The photo's key is checked and its link signed without a call: the same calls as without.
    const photoKey = `${photoPrefix(admin.hostelId)}${randomUUID()}`;
    await invoke('createRating', {
      token: student.token,
      body: { id: rated._id, rating: 2, message: 'Meh' },
    });

    const measured = {
      checklists: await callsOf('checklists', { token }),
      updateChecklists: await callsOf('updateChecklists', {
        token,
        body: { checklists: [{ roomTypeId: 'kitchen', items: [{ id: 'floor' }, { name: 'Fridge' }] }] },
      }),
      inspection: await callsOf('inspection', { token, query: { id: passing._id } }),
      inspectPassed: await callsOf('inspectRequest', {
        token,
        body: { requestId: passing._id, results: results([]) },
      }),
      inspectFailed: await callsOf('inspectRequest', {
        token,
        body: { requestId: failing._id, results: results(['bathroom']) },
      }),
      inspectWithPhoto: await callsOf('inspectRequest', {
        token,
        body: { requestId: photographed._id, results: results(['bathroom']), photos: [photoKey] },
      }),
      inspectionWithPhoto: await callsOf('inspection', { token, query: { id: photographed._id } }),
      feedbackReclean: await callsOf('feedbackReclean', { token, body: { requestId: rated._id } }),
      inspectionsDue: await callsOf('inspectionsDue', { token, query: {} }),
    };

    expect(measured).toEqual({
      checklists: { status: 200, commands: ['GetItem', 'BatchGetItem'] },
      updateChecklists: { status: 200, commands: ['GetItem', 'BatchGetItem', 'PutItem'] },
      inspection: { status: 200, commands: ['GetItem', 'BatchGetItem'] },
      inspectPassed: { status: 201, commands: ['GetItem', 'BatchGetItem', 'TransactWriteItems'] },
      inspectFailed: { status: 201, commands: ['GetItem', 'BatchGetItem', 'GetItem', 'TransactWriteItems'] },
      inspectWithPhoto: {
        status: 201,
        commands: ['GetItem', 'BatchGetItem', 'GetItem', 'TransactWriteItems'],
      },
      inspectionWithPhoto: { status: 200, commands: ['GetItem', 'BatchGetItem'] },
      feedbackReclean: {
        status: 201,
        commands: ['GetItem', 'BatchGetItem', 'GetItem', 'TransactWriteItems'],
      },
      inspectionsDue: { status: 200, commands: ['GetItem', 'Query'] },
    });
  });
});
