/** The single table's key and query shapes, and its three indexes as partitions a query names. */
import type { IndexName } from './table';

export interface Key {
  pk: string;
  sk: string;
}

/** A query: which index (none: the base table) and which partition. */
export interface Partition {
  index: IndexName | undefined;
  pkAttribute: 'pk' | 'gsi1pk' | 'gsi2pk' | 'gsi3pk';
  skAttribute: 'sk' | 'gsi1sk' | 'gsi2sk' | 'gsi3sk';
  pk: string;
}

export const byStudent = (pk: string): Partition => ({
  index: 'byStudent',
  pkAttribute: 'gsi1pk',
  skAttribute: 'gsi1sk',
  pk,
});
export const byHostel = (pk: string): Partition => ({
  index: 'byHostel',
  pkAttribute: 'gsi2pk',
  skAttribute: 'gsi2sk',
  pk,
});
export const byKeeper = (pk: string): Partition => ({
  index: 'byKeeper',
  pkAttribute: 'gsi3pk',
  skAttribute: 'gsi3sk',
  pk,
});
