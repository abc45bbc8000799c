/** Starts one DynamoDB Local (in memory) for the whole `api` project; each test file makes its own table. */
import type { TestProject } from 'vitest/node';

import { startDynamoLocal } from '#local/dynamo-local';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dynamo = await startDynamoLocal();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
