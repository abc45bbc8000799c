/**
 * Cards a page at a time, as the tables show 20 rows: the answer holds up to 100 requests, and a phone
 * renders (and plans keepers for) only the first 20 until "Show more" asks for the next; past the loaded
 * ones it follows the server's cursor.
 */
import Button from '@cloudscape-design/components/button';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const pageSize = 20;

export interface ServerPages {
  hasMore?: boolean;
  loading?: boolean;
  onMore?(): void;
}

export function useCardPages<Row>(
  rows: readonly Row[] | undefined,
  { hasMore, loading, onMore }: ServerPages,
): { shown: readonly Row[] | undefined; more: ReactNode } {
  const { t } = useTranslation('dashboard');
  const [count, setCount] = useState(pageSize);
  const shown = useMemo(() => rows?.slice(0, count), [rows, count]);
  const hidden = (rows?.length ?? 0) > count;
  const next = hidden ? () => setCount(count + pageSize) : hasMore ? onMore : undefined;
  return {
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
