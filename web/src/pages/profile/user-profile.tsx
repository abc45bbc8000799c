/** /user-profile (spec §2, "My Profile"): one's own details and picture, the password, and one's data (issue 34). */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/page-layout';
import { useSession } from '../../session';
import { OwnDaysOff } from '../days-off/own-days-off';
import { CalendarLink } from './calendar-link';
import { MailForm } from './mail-form';
import { MyDataSection } from './my-data-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { PushSection } from './push-section';

export default function UserProfile() {
  const { t } = useTranslation(['profile', 'common']);
  const { user } = useSession();
  if (!user) return null;
  return (
    <PageLayout title={t('title')} description={`${t(`common:roles.${user.role}`)} · ${user.hostel}`}>
      <SpaceBetween size="l">
        {/* Keyed by the stored user, so the form starts again from what the server saved. */}
        <ProfileForm key={JSON.stringify(user)} user={user} />
        <PasswordForm />
        <MailForm key={`mail-${user.mailKinds.join()}`} user={user} />
        <PushSection user={user} />
        {user.role === 'roomkeeper' && <OwnDaysOff />}
        <CalendarLink role={user.role} />
        <MyDataSection />
      </SpaceBetween>
    </PageLayout>
  );
}
