/**
 * A list of things an admin picks one of to act on: a Table with a single selection on wide screens,
 * Cards below 688 px (a phone), each with the same fields and the same selection. A card's header is its
 * first `inHeader` fields; the rest are its sections.
 */
import Cards from '@cloudscape-design/components/cards';
import Table from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';

import { phoneQuery, useMediaQuery } from '../hooks/use-media-query';

export interface ListField<T> {
  id: string;
  header: string;
  cell(item: T): ReactNode;
}

/** What a page gives its list: the items, their state and the list's frame. */
export interface ListProps<T> {
  items: T[];
  loading: boolean;
  selected: T | undefined;
  onSelect(item: T | undefined): void;
  header: ReactNode;
  filter?: ReactNode;
  pagination?: ReactNode;
  empty: ReactNode;
}

/** What the list's kind adds: its fields, how a card is headed and how a screen reader names an item. */
interface SelectableListProps<T> extends ListProps<T> {
  loadingText: string;
  trackBy: keyof T & string;
  fields: ListField<T>[];
  /** A card's header: what names the item on a phone. */
  cardHeader(item: T): ReactNode;
  /** How many of the first fields the card's header already says. */
  inHeader: number;
  groupLabel: string;
  itemLabel(item: T): string;
}

export function SelectableList<T>(props: SelectableListProps<T>) {
  const phone = useMediaQuery(phoneQuery);
  const common = {
    items: props.items,
    loading: props.loading,
    loadingText: props.loadingText,
    header: props.header,
    filter: props.filter,
    pagination: props.pagination,
    empty: props.empty,
    selectionType: 'single',
    selectedItems: props.selected ? [props.selected] : [],
    onSelectionChange: ({ detail }: { detail: { selectedItems: T[] } }) =>
      props.onSelect(detail.selectedItems[0]),
    trackBy: props.trackBy,
    ariaLabels: {
      selectionGroupLabel: props.groupLabel,
      itemSelectionLabel: (_: unknown, item: T) => props.itemLabel(item),
    },
  } as const;
  if (phone)
    return (
      <Cards
        {...common}
        cardDefinition={{
          header: props.cardHeader,
          sections: props.fields
            .slice(props.inHeader)
            .map((field) => ({ id: field.id, header: field.header, content: field.cell })),
        }}
      />
    );
  return <Table {...common} columnDefinitions={props.fields} wrapLines />;
}
