/**
 * Runs before each `api` test file: a fresh table in the shared DynamoDB Local and the environment the
 * handlers read at import, so files never see each other's data.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { inject } from 'vitest';

import { ensureTable } from '#local/dynamo-table';
import { localPhotoBucket } from '#local/s3-local';

const endpoint = inject('dynamoEndpoint');
const tableName = `test-${randomUUID()}`;

Object.assign(process.env, {
  TABLE_NAME: tableName,
  DYNAMODB_ENDPOINT: endpoint,
  JWT_SECRET: 'api-test-secret-that-is-long-enough-0123456789',
  OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'hostel-outbox-')),
  // Cheaper hashes keep the suite fast; the production cost is asserted in the password tests.
  PASSWORD_HASH_COST: String(2 ** 10),
  LOG_LEVEL: 'silent',
  APP_ORIGIN: 'https://hostel.example',
  // The hostels' identity-provider client secrets, as files (Secrets Manager in the cloud), and the local
  // provider of the sign-in tests, which serves plain http on this machine.
  OIDC_SECRET_DIR: mkdtempSync(join(tmpdir(), 'hostel-oidc-')),
  OIDC_ALLOW_HTTP: 'loopback',
  // Webhook receivers on this machine (the tests', a developer's) may be posted to over plain http.
  WEBHOOK_ALLOW_HTTP: 'loopback',
  // One photo bucket for every file: its keys name their hostel, which is each file's own.
  PHOTO_BUCKET: localPhotoBucket,
  S3_ENDPOINT: inject('s3Endpoint'),
});

// Without its stream: only the files that read it turn it on (`outbox.ts`).
await ensureTable(endpoint, tableName, { stream: false });
