/**
 * /clean-requests: students create requests and see and rate their own; roomkeepers and admins see the
 * requests in their scope, filtered, sorted and paged by the server.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/page-layout';
import { useSession } from '../../session';
import { CreateRequestForm } from './create-request-form';
import { type HistoryHandle, RequestHistory } from './request-history';

export default function CleanRequests() {
  const { t } = useTranslation('requests');
  const { user } = useSession();
  const history = useRef<HistoryHandle>(null);
  if (!user) return null;
  return (
    <PageLayout title={t('title')} description={t(`description.${user.role}`)}>
      <SpaceBetween size="l">
        {user.role === 'student' && (
          <CreateRequestForm user={user} onCreated={() => history.current?.reload()} />
        )}
        <RequestHistory role={user.role} ref={history} />
      </SpaceBetween>
    </PageLayout>
  );
}
