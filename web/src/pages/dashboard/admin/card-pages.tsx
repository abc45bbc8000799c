/**
 * Cards a page at a time, as the tables show 20 rows: the answer holds up to 100 requests, and a phone
 * renders (and plans keepers for) only the first 20 until "Show more" asks for the next; past the loaded
 * ones it follows the server's cursor.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MountLater } from '#web/components/mount-later';

const pageSize = 20;
/** The cards a phone's first screen can show; the others mount after it, a card a task (`MountLater`). */
const firstCards = 2;

export interface ServerPages {
  hasMore?: boolean | undefined;
  loading?: boolean | undefined;
  onMore?: (() => void) | undefined;
}

/** A list's header (its title, counted as the table counts it, and its actions) and where its rows stand. */
export interface CardList<Row> extends ServerPages {
  title: string;
  rows: readonly Row[] | undefined;
  actions?: ReactNode;
}

/** What `CardSection` shows of a list: its header, the cards shown, and the button for more. */
export type CardPages<Row> = Omit<CardList<Row>, 'loading' | 'onMore'> & {
  shown: readonly Row[] | undefined;
  more: ReactNode;
};

export function useCardPages<Row>({ loading, onMore, ...list }: CardList<Row>): CardPages<Row> {
  const { t } = useTranslation('dashboard');
  const [count, setCount] = useState(pageSize);
  const { rows, hasMore } = list;
  const shown = useMemo(() => rows?.slice(0, count), [rows, count]);
  const hidden = (rows?.length ?? 0) > count;
  const next = hidden ? () => setCount(count + pageSize) : hasMore ? onMore : undefined;
  return {
    ...list,
    shown,
    more: next && (
      <div className="admin-cards__more">
        <Button onClick={next} loading={!hidden && loading}>
          {t('loadMore')}
        </Button>
      </div>
    ),
  };
}

type CardSectionProps<Row> = CardPages<Row> & {
  /** Said instead of cards while there are none: the empty list's line (or, where given, the loading one). */
  placeholder: ReactNode;
  card(row: Row): ReactNode;
};

/** A list as cards under its header, which counts it as the table's header does. */
export function CardSection<Row extends { _id: string }>(props: CardSectionProps<Row>) {
  const { title, rows, hasMore, shown } = props;
  return (
    <section aria-label={title}>
      <SpaceBetween size="s">
        <Header
          variant="h2"
          counter={rows ? `(${rows.length}${hasMore ? '+' : ''})` : undefined}
          actions={props.actions}
        >
          {title}
        </Header>
        {props.placeholder !== undefined && (!rows || rows.length === 0) && (
          <Box textAlign="center" color="inherit" padding="m">
            {props.placeholder}
          </Box>
        )}
        {shown && shown.length > 0 && (
          <ul className="admin-cards">
            {shown.map((row, at) => (
              <li key={row._id}>
                {at < firstCards ? props.card(row) : <MountLater>{props.card(row)}</MountLater>}
              </li>
            ))}
          </ul>
        )}
        {props.more}
      </SpaceBetween>
    </section>
  );
}
