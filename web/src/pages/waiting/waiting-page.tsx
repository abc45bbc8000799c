/**
 * What a self-registered student sees until they confirm their email (issue 27), then until their
 * hostel's admin approves them (DESIGN §9). The server refuses them everything but their own account and
 * profile, so instead of a dashboard full of refusals they get one page that says what is happening,
 * what comes next, and a way to check again.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { useFollow } from '../../hooks/use-follow';
import { useSubmit } from '../../hooks/use-submit';
import { paths } from '../../paths';
import { useSession } from '../../session';

export default function WaitingPage() {
  const { t } = useTranslation('shell');
  const onFollow = useFollow();
  const { user, reloadUser } = useSession();
  const hostel = user?.hostel ?? '';
  const email = user?.email ?? '';
  const unconfirmed = user?.status === 'unconfirmed';
  const [checking, check] = useSubmit(async () => {
    const { data } = await callApi('authGetUser');
    // Once confirmed or approved, the session's fresh user shows what comes next in place of this.
    if (data.data.status !== user?.status) return void (await reloadUser());
    return unconfirmed ? t('unconfirmed.stillUnconfirmed') : t('waiting.stillWaiting');
  });

  return (
    <ContentLayout
      header={<Header variant="h1">{unconfirmed ? t('unconfirmed.title') : t('waiting.title')}</Header>}
    >
      <Container>
        <SpaceBetween size="m">
          {unconfirmed ? (
            <>
              <StatusIndicator type="pending">{t('unconfirmed.status', { email })}</StatusIndicator>
              <Box variant="p">{t('unconfirmed.explain', { hostel, email })}</Box>
              <Box variant="p">{t('unconfirmed.notReceived')}</Box>
            </>
          ) : (
            <>
              <StatusIndicator type="pending">{t('waiting.status', { hostel })}</StatusIndicator>
              <Box variant="p">{t('waiting.explain', { hostel })}</Box>
              <Box variant="p">{t('waiting.meanwhile')}</Box>
            </>
          )}
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => check()} loading={checking}>
              {unconfirmed ? t('unconfirmed.check') : t('waiting.check')}
            </Button>
            <Button variant="link" href={paths.userProfile} onFollow={onFollow}>
              {t('waiting.profile')}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
