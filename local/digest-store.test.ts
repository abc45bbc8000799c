/** `npm run digest` names the database it used (issue 28), and how to pick another when it used its own. */
import { describeStore } from './digest-store';

describe('describeStore', () => {
  it('names the running npm start it used', () => {
    // Act
    const lines = describeStore({
      dataDir: '/srv/hostel-data',
      dataDirSet: true,
      running: { appOrigin: 'http://localhost:3107', dynamoEndpoint: 'http://127.0.0.1:8123' },
    });

    // Assess
    expect(lines).toEqual([
      'Database: the running npm start at http://localhost:3107 (http://127.0.0.1:8123), data /srv/hostel-data (DATA_DIR)',
    ]);
  });

  it('says it opened the default folder itself, and how to use another npm start', () => {
    // Act
    const lines = describeStore({ dataDir: '/repo/.data', dataDirSet: false, running: undefined });

    // Assess
    expect(lines).toEqual([
      'Database: /repo/.data (the default: DATA_DIR is not set), opened for this run: no npm start is running on it',
      'If npm start runs with another DATA_DIR, run this with that DATA_DIR to use its database.',
    ]);
  });
});
