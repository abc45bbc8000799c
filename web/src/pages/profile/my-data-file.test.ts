/** The download's readable CSV: a row per field of each item, nested fields named by their path. */
import { parse } from 'csv-parse/sync';

import { type MyData, myDataCsv } from './my-data-file';

const words = {
  headers: { section: 'Section', item: 'Item', field: 'Field', value: 'Value' },
  sections: {
    profile: 'Profile',
    requests: 'Requests',
    feedback: 'Feedback',
    notifications: 'Notifications',
  },
};

describe('myDataCsv', () => {
  it('writes each field as a row, nested ones by their path, formulas defused', () => {
    const data = {
      exportedAt: '2030-01-01T00:00:00.000Z',
      profile: {
        user: { _id: 'u1', name: '=Sam', email: 'sam@x.test', mailKinds: ['allotted'] },
        createdAt: '2029-01-01',
        calendarFeed: { active: false },
        pushDevices: [],
      },
      requests: [{ _id: 'r1', requestStatus: 'Completed', history: [{ action: 'create', byName: 'Sam' }] }],
      feedback: [{ requestId: 'r1', kind: 'rating', rating: 4, message: 'Fine' }],
      notifications: [{ id: 'n1', kind: 'allotted', read: true }],
    } as unknown as MyData;
    const rows: string[][] = parse(myDataCsv(data, words), { bom: true });
    expect(rows[0]).toEqual(['Section', 'Item', 'Field', 'Value']);
    expect(rows).toContainEqual(['Profile', '', 'user.email', 'sam@x.test']);
    expect(rows).toContainEqual(['Profile', '', 'user.name', "'=Sam"]);
    expect(rows).toContainEqual(['Profile', '', 'user.mailKinds.0', 'allotted']);
    expect(rows).toContainEqual(['Requests', 'r1', 'history.0.byName', 'Sam']);
    expect(rows).toContainEqual(['Feedback', 'r1 rating', 'rating', '4']);
    expect(rows).toContainEqual(['Notifications', 'n1', 'read', 'true']);
  });
});
