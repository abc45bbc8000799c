/** Environment for unit tests: handlers load, and every AWS call is mocked by the test itself. */
Object.assign(process.env, {
  TABLE_NAME: 'unit-test-table',
  JWT_SECRET: 'unit-test-secret-that-is-long-enough-0123456789',
  PASSWORD_HASH_COST: String(2 ** 10),
  LOG_LEVEL: 'silent',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  MAIL_FROM: 'no-reply@test.hostel',
  APP_ORIGIN: 'https://hostel.example',
});
