/**
 * The frame of the auth screens: the product's name linking to the landing page, the language picker,
 * notifications (e.g. "reset done" after a redirect), the screen itself and the footer.
 */
import './auth.css';

import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import Spinner from '@cloudscape-design/components/spinner';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';

import { CloudscapeI18n } from '../../components/cloudscape-i18n';
import { LanguageSelect } from '../../components/language-select';
import { Notifications } from '../../components/notifications';
import { useFollow } from '../../hooks/use-follow';
import { paths } from '../../paths';
import { useHideSplash } from '../../splash';

export default function AuthLayout() {
  const { t } = useTranslation();
  const onFollow = useFollow();
  useHideSplash();
  return (
    <CloudscapeI18n>
      <div className="auth-page">
        <header className="auth-top">
          <RouterLink className="auth-brand" to={paths.about}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>{t('appName')}</span>
          </RouterLink>
          <LanguageSelect />
        </header>
        <main className="auth-main">
          <div className="auth-card">
            <Notifications />
            <Suspense fallback={<Spinner size="large" />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        <footer className="auth-footer">
          <Box variant="small" color="text-body-secondary">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Box>
          <Link href={paths.terms} variant="secondary" fontSize="body-s" onFollow={onFollow}>
            {t('footer.terms')}
          </Link>
          <Link href={paths.developers} variant="secondary" fontSize="body-s" onFollow={onFollow}>
            {t('footer.developers')}
          </Link>
        </footer>
      </div>
    </CloudscapeI18n>
  );
}
