/**
 * /settings (admin only): the hostel's own rules for new clean requests, when its work is overdue and its
 * morning mail goes, how it takes self-registrations (DESIGN §9 "Hostel settings"), its university's sign-in
 * (issue 34), inspection checklists and photo rules (issue 32), and how long its data is kept (issue 34).
 * The rules are saved together, the overdue grace and mail hour together, the registration mode as soon as
 * it is chosen; the photo rules together, the retention periods together.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { useApiQuery } from '../../hooks/use-api-query';
import { RegistrationModeField } from '../manage/registration-mode';
import { AlertsForm } from './alerts-form';
import { CapacityForm } from './capacity-form';
import { ChecklistsForm } from './checklists-form';
import { OidcForm } from './oidc-form';
import { PhotosForm } from './photos-form';
import { RetentionForm } from './retention-form';
import { RulesForm } from './rules-form';

export default function HostelSettings() {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const load = useCallback(async () => (await callApi('hostelSettings')).data, []);
  const settings = useApiQuery(load, notify.error);
  const loadOidc = useCallback(async () => (await callApi('oidcSettings')).data, []);
  const oidc = useApiQuery(loadOidc, notify.error);
  return (
    <PageLayout title={t('title')} description={t('description')}>
      <SpaceBetween size="l">
        {settings.data ? (
          <>
            <RulesForm initial={settings.data} />
            <AlertsForm initial={settings.data} />
            <CapacityForm initial={settings.data.keeperMinutesPerDay} />
            <PhotosForm initial={settings.data} />
            <RetentionForm initial={settings.data} />
          </>
        ) : (
          <StatusIndicator type={settings.loading ? 'loading' : 'error'}>
            {t(settings.loading ? 'loading' : 'loadFailed')}
          </StatusIndicator>
        )}
        <RegistrationModeField />
        {oidc.data && <OidcForm initial={oidc.data} />}
        <ChecklistsForm />
      </SpaceBetween>
    </PageLayout>
  );
}
