/**
 * The single table's definition, used by the CDK stack and by the local runtime's CreateTable alike,
 * so that both always have the same keys and indexes.
 *
 * Each index is a scope — a student, a hostel, a roomkeeper — and its partitions name what is listed
 * in that scope (`STUDENT#<id>#Pending`, `HOSTEL#<id>#ROLE#student`, …). The attributes are generic
 * (`gsi1pk`…) because several entities share each index; `keys.ts` lists every pattern.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'byStudent', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'byHostel', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'byKeeper', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
  /** Epoch seconds after which DynamoDB removes the item (reset tokens, throttle windows). */
  ttlAttribute: 'ttl',
  /** The stream carries each new item's image: inserted notifications are mailed from it. */
  streamView: 'NEW_IMAGE',
} as const;

export type IndexName = (typeof tableDefinition.indexes)[number]['name'];
