/**
 * The admin's list of completed cleans waiting for inspection (issue 32, the hostel's "1 in N"), on the
 * room board: oldest first, each with its Inspect link; more behind "Show more". Shown only while some wait.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { callApi } from '../../api/client';
import { formatDate } from '../../components/format';
import { useNotify } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { useOnChange } from '../../live';
import { paths } from '../../paths';

type Due = Awaited<ReturnType<typeof loadDue>>;

const loadDue = async (cursor?: string) => (await callApi('inspectionsDue', { query: { cursor } })).data;

export function InspectionsDue() {
  const { t, i18n } = useTranslation('board');
  const notify = useNotify();
  const [more, setMore] = useState<Due>();
  const load = useCallback(async () => {
    setMore(undefined);
    return loadDue();
  }, []);
  const due = useApiQuery(load, notify.error);
  useOnChange(due.reload);
  const shown = more ?? due.data;
  if (!shown || shown.items.length === 0) return null;
  const showMore = async () => {
    try {
      const next = await loadDue(shown.cursor);
      setMore({ items: [...shown.items, ...next.items], ...(next.cursor ? { cursor: next.cursor } : {}) });
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Container
      header={
        <Header variant="h2" description={t('due.description')}>
          {t('due.title')}
        </Header>
      }
    >
      <SpaceBetween size="s">
        <ul className="board-due" aria-label={t('due.title')}>
          {shown.items.map((item) => (
            <li key={item.requestId}>
              <Link to={paths.inspect(item.requestId)}>
                {t('due.item', {
                  room: item.room,
                  date: formatDate(item.date, i18n.language),
                  time: item.time,
                })}
              </Link>
              {item.roomkeeper && <Box variant="small"> {t('due.by', { name: item.roomkeeper })}</Box>}
            </li>
          ))}
        </ul>
        {shown.cursor && <Button onClick={() => void showMore()}>{t('due.more')}</Button>}
      </SpaceBetween>
    </Container>
  );
}
