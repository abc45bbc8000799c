/**
 * The table's stream, read from DynamoDB Local the way Lambda's event source mapping reads it in the
 * cloud, and handed in batches to the function the stack attaches to it (the notification mailer): the
 * local runtime polls it, and tests drain it after the change whose mail they check.
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ListStreamsCommand,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';

/** Records per delivery, as the stack's event source mapping batches them. */
const batchSize = 100;

export class StreamFeed {
  private readonly client: DynamoDBStreamsClient;
  private streamArn: string | undefined;
  /** Each shard's next iterator; null once a shard is closed and read to its end. */
  private readonly iterators = new Map<string, string | null>();
  private firstLook = true;

  /**
   * `from` is where the shards there at the first look are read from: `TRIM_HORIZON` for everything the
   * stream holds (a fresh table), `LATEST` for what comes after (a restart over kept data must not mail
   * again). Shards that open later are read from their start.
   */
  constructor(
    endpoint: string,
    private readonly tableName: string,
    private readonly deliver: (event: DynamoDBStreamEvent) => Promise<void>,
    private readonly from: ShardIteratorType = 'TRIM_HORIZON',
  ) {
    this.client = new DynamoDBStreamsClient({
      endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  }

  /** Delivers every record written since the last drain; answers how many there were. */
  async drain(): Promise<number> {
    await this.findShards();
    let delivered = 0;
    for (const [shardId, start] of this.iterators) {
      let iterator = start;
      while (iterator) {
        const page = await this.client.send(
          new GetRecordsCommand({ ShardIterator: iterator, Limit: batchSize }),
        );
        const records = page.Records ?? [];
        if (records.length > 0) {
          await this.deliver({ Records: records as DynamoDBStreamEvent['Records'] });
          delivered += records.length;
        }
        iterator = page.NextShardIterator ?? null;
        this.iterators.set(shardId, iterator);
        if (records.length === 0) break;
      }
    }
    return delivered;
  }

  /** Drains every `intervalMs` until the returned function is called; a failed delivery is reported and skipped. */
  poll(intervalMs: number, onError: (error: unknown) => void): () => void {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const tick = async () => {
      try {
        await this.drain();
      } catch (error) {
        onError(error);
      }
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      this.client.destroy();
    };
  }

  private async findShards(): Promise<void> {
    this.streamArn ??= (await this.client.send(new ListStreamsCommand({ TableName: this.tableName })))
      .Streams?.[0]?.StreamArn;
    if (!this.streamArn) throw new Error(`The table ${this.tableName} has no stream`);
    let exclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await this.client.send(
        new DescribeStreamCommand({
          StreamArn: this.streamArn,
          ExclusiveStartShardId: exclusiveStartShardId,
        }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        const shardId = shard.ShardId!;
        if (this.iterators.has(shardId)) continue;
        const { ShardIterator } = await this.client.send(
          new GetShardIteratorCommand({
            StreamArn: this.streamArn,
            ShardId: shardId,
            ShardIteratorType: this.firstLook ? this.from : 'TRIM_HORIZON',
          }),
        );
        this.iterators.set(shardId, ShardIterator ?? null);
      }
      exclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);
    this.firstLook = false;
  }
}
