/**
 * `/login/oidc` (issue 34): where the university's identity provider sends the browser back. The query it
 * came with goes to the server, which checks it and answers a session as the login form does; a refusal
 * (a used link, an unverified email, no account) is shown with the way back to the login page.
 */
import Alert from '@cloudscape-design/components/alert';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { callApi } from '../../api/client';
import { describeError } from '../../components/notifications';
import { useFollow } from '../../hooks/use-follow';
import { paths } from '../../paths';
import { useSession } from '../../session';

export default function UniversityReturnPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'codes']);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const onFollow = useFollow();
  const [failure, setFailure] = useState<string>();
  // The provider's code is good once: a second render (React's strict mode) must not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const query = window.location.search;
    // The code leaves the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    callApi('oidcCallback', { body: { query: query || '?' } })
      .then(async ({ data }) => {
        if (await signIn(data.authToken)) navigate(paths.home, { replace: true });
        else setFailure(t('errors:unexpected'));
      })
      .catch((error: unknown) => setFailure(describeError(t, error)));
  }, [navigate, signIn, t]);

  if (!failure) return <StatusIndicator type="loading">{t('university.signingIn')}</StatusIndicator>;
  return (
    <SpaceBetween size="m">
      <Alert type="error" header={t('university.failed')}>
        {failure}
      </Alert>
      <Link href={paths.login} onFollow={onFollow}>
        {t('university.backToLogin')}
      </Link>
    </SpaceBetween>
  );
}
