/**
 * What a scanned door code opens (issue 33), at `/r/<code>` for whoever is signed in (someone signed out
 * signs in first and comes back here): the room, and by who they are a clean of it prefilled (a
 * resident), their cleans of it today (a keeper) and a problem report (everyone). A code of another
 * hostel, or a replaced one, says so plainly.
 */
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { callApi } from '../../api/client';
import { describeError } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { useApiQuery } from '../../hooks/use-api-query';
import { useOnChange } from '../../live';
import { useSession } from '../../session';
import { CreateRequestForm } from '../requests/create-request-form';
import { DoorCleans } from './door-cleans';
import { DoorReport } from './door-report';

export default function DoorPage() {
  const { t } = useTranslation('doors');
  const { t: tErrors } = useTranslation(['errors', 'codes', 'validation']);
  const { user } = useSession();
  const { code = '' } = useParams();
  const load = useCallback(async () => (await callApi('openDoor', { params: { code } })).data, [code]);
  const door = useApiQuery(load);
  useOnChange(door.reload);

  if (!door.data)
    return (
      <PageLayout title={t('door.heading')}>
        {door.error === undefined ? (
          <StatusIndicator type="loading">{t('door.loading')}</StatusIndicator>
        ) : (
          <Alert type="error">{describeError(tErrors, door.error)}</Alert>
        )}
      </PageLayout>
    );
  const { room, resident, requests } = door.data;
  return (
    <PageLayout
      title={t('door.title', { number: room.number })}
      description={t('door.where', { building: room.building, floor: room.floor })}
    >
      <SpaceBetween size="l">
        {!room.inService && <Alert type="warning">{t('door.outOfService')}</Alert>}
        {user && resident && room.inService && (
          <CreateRequestForm user={user} roomId={room.id} title={t('door.request')} onCreated={door.reload} />
        )}
        {user?.role === 'roomkeeper' && <DoorCleans code={code} requests={requests} reload={door.reload} />}
        <DoorReport code={code} />
      </SpaceBetween>
    </PageLayout>
  );
}
