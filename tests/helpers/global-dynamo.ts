/**
 * Starts one DynamoDB Local (in memory) for the whole `api` project, where each test file makes its own
 * table, and one local S3 (s3rver, issue 32) with the photo bucket, whose objects live in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { startDynamoLocal } from '#local/dynamo-local';
import { startS3Local } from '#local/s3-local';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    s3Endpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'hostel-s3-'));
  const [dynamo, s3] = await Promise.all([startDynamoLocal(), startS3Local({ dir })]);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
  return async () => {
    await Promise.all([dynamo.stop(), s3.stop()]);
    rmSync(dir, { recursive: true, force: true });
  };
}
