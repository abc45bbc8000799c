/**
 * The page the confirmation mail of a self-registration links to, `/auth/confirm-email/{userid}/{token}`
 * (issue 27). It asks for one click rather than confirming on load, so that a mail scanner opening the
 * link confirms nothing. It opens whether or not the reader is signed in: the registration signed them in
 * as unconfirmed, and their session then shows the account as it now is.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { isApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { describeError } from '../../components/notifications';
import { useFollow } from '../../hooks/use-follow';
import { useSubmit } from '../../hooks/use-submit';
import { paths } from '../../paths';
import { useSession } from '../../session';
import { AuthForm } from './auth-form';

export default function ConfirmEmailPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'codes']);
  const { userid = '', token = '' } = useParams();
  const { user, reloadUser } = useSession();
  const onFollow = useFollow();
  const [result, setResult] = useState<'active' | 'awaiting'>();
  const [failure, setFailure] = useState<string>();
  const [busy, send] = useSubmit(
    async () => {
      setFailure(undefined);
      const { data } = await callApi('authConfirmEmail', { params: { userid, token } });
      if (user?._id === userid) await reloadUser();
      setResult(data.status);
    },
    // A link that is malformed, used, expired or replaced is one case for the reader: get a new one.
    (error) =>
      setFailure(
        isApiError(error) && error.status === 400 ? t('confirm.invalidLink') : describeError(t, error),
      ),
  );

  if (result) {
    const signedIn = user?._id === userid;
    return (
      <Container header={<Header variant="h1">{t('confirm.title')}</Header>}>
        <SpaceBetween size="m">
          <StatusIndicator type="success">{t(`confirm.${result}`)}</StatusIndicator>
          <Button variant="primary" href={signedIn ? paths.home : paths.login} onFollow={onFollow}>
            {signedIn ? t('confirm.continue') : t('confirm.signIn')}
          </Button>
        </SpaceBetween>
      </Container>
    );
  }
  return (
    <AuthForm
      title={t('confirm.title')}
      description={t('confirm.description')}
      failure={failure}
      onSubmit={() => send()}
      submit={{ label: t('confirm.submit'), busy }}
      secondaryActions={
        failure ? (
          <Button variant="link" href={paths.registration} onFollow={onFollow}>
            {t('confirm.register')}
          </Button>
        ) : undefined
      }
    >
      <Box variant="p">{t('confirm.explain')}</Box>
    </AuthForm>
  );
}
