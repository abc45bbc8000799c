/**
 * The chosen room's requests (issue 30, `GET /api/roomRequests`): the newest first, a page at a time with
 * the server's cursor, each with its date, time, status and who asked (the hostel itself for an admin's
 * request, which has no student). Read only; the room's own page comes with the room board.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';

import { callApi } from '../../api/client';
import { formatDate } from '../../components/format';
import { useNotify } from '../../components/notifications';
import { RequestStatusIndicator } from '../../components/request-status';
import { ViewModal } from '../../components/view-modal';
import type { RoomRow } from './room-list';

interface Loaded {
  requests: ListedRequest[];
  cursor?: string | undefined;
  loading: boolean;
}

export function RoomRequestsDialog({ room, onDismiss }: { room: RoomRow; onDismiss(): void }) {
  const { t, i18n } = useTranslation('rooms');
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>({ requests: [], loading: true });

  const load = async (cursor: string | undefined) => {
    setLoaded((current) => ({ ...current, loading: true }));
    try {
      const { data } = await callApi('roomRequests', { query: { room: room.id, cursor } });
      setLoaded((current) => ({
        requests: [...(cursor ? current.requests : []), ...data.data],
        cursor: data.cursor,
        loading: false,
      }));
    } catch (error) {
      setLoaded((current) => ({ ...current, loading: false }));
      notify.error(error);
    }
  };
  useEffect(() => {
    void load(undefined);
    // The room is fixed while the dialog is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room.id]);

  return (
    <ViewModal
      header={t('requests.title', { number: room.number })}
      closeLabel={t('requests.close')}
      onDismiss={onDismiss}
    >
      <SpaceBetween size="m">
        {loaded.requests.length === 0 && !loaded.loading && <Box>{t('requests.empty')}</Box>}
        {loaded.requests.length > 0 && (
          <ul
            aria-label={t('requests.title', { number: room.number })}
            style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}
          >
            {loaded.requests.map((request) => (
              <li key={request._id}>
                <SpaceBetween size="xxxs">
                  <Box fontWeight="bold">
                    {formatDate(request.date, i18n.language)} · {request.time}
                  </Box>
                  <RequestStatusIndicator status={request.requestStatus} startedAt={request.startedAt} />
                  <Box color="text-body-secondary">{request.studentName || t('requests.byHostel')}</Box>
                </SpaceBetween>
              </li>
            ))}
          </ul>
        )}
        {loaded.loading && <StatusIndicator type="loading">{t('requests.loading')}</StatusIndicator>}
        {loaded.cursor && !loaded.loading && (
          <Button onClick={() => void load(loaded.cursor)}>{t('requests.more')}</Button>
        )}
      </SpaceBetween>
    </ViewModal>
  );
}
