/** The table in DynamoDB Local, made from the same definition the CDK stack uses. */
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';

import { tableDefinition } from '#functions/data/store/table';

import { localClient } from './dynamo-local';

const streamOf = () => ({ StreamEnabled: true, StreamViewType: tableDefinition.streamView });

/**
 * Creates the table (keys, indexes, TTL, its stream) unless it exists. `stream: false` is for API tests that
 * read no stream: each write to a table with one costs more the more stream records DynamoDB Local holds
 * (docs/performance.md, "The test suite").
 */
export async function ensureTable(
  endpoint: string,
  tableName: string,
  options: { stream?: boolean } = {},
): Promise<void> {
  const client = localClient(endpoint);
  const { partitionKey, sortKey, indexes, ttlAttribute } = tableDefinition;
  const stream = options.stream ?? true;
  const attributes = [
    partitionKey,
    sortKey,
    ...indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        ...(stream ? { StreamSpecification: streamOf() } : {}),
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    // A data folder from before the table had its stream gets it now.
    if (stream) await enableStream(endpoint, tableName);
  }
  await client.send(new DescribeTableCommand({ TableName: tableName }));
  client.destroy();
}

/** Turns the table's stream on, unless it is on: it holds the changes from then on. */
export async function enableStream(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled)
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: streamOf() }));
  } finally {
    client.destroy();
  }
}
