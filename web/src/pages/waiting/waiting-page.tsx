/**
 * What a self-registered student sees until their hostel's admin approves them (DESIGN §9). The server
 * refuses them everything but their own account and profile, so instead of a dashboard full of refusals
 * they get one page that says what is happening, what comes next, and a way to check again.
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
  const [checking, check] = useSubmit(async () => {
    const { data } = await callApi('authGetUser');
    // Once approved, the session's fresh user opens the student's own pages in place of this one.
    if (data.data.status !== 'awaiting') return void (await reloadUser());
    return t('waiting.stillWaiting');
  });

  return (
    <ContentLayout header={<Header variant="h1">{t('waiting.title')}</Header>}>
      <Container>
        <SpaceBetween size="m">
          <StatusIndicator type="pending">{t('waiting.status', { hostel })}</StatusIndicator>
          <Box variant="p">{t('waiting.explain', { hostel })}</Box>
          <Box variant="p">{t('waiting.meanwhile')}</Box>
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => check()} loading={checking}>
              {t('waiting.check')}
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
