/**
 * The error pages `/error/error-v1` … `v6` (spec §2): v1 is the 404 page, v5 the one unknown routes
 * land on. Each offers the way home (`/` leads to the dashboard or to login).
 */
import './error-page.css';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';

import { CloudscapeI18n } from '../../components/cloudscape-i18n';
import { LanguageSelect } from '../../components/language-select';
import { useFollow } from '../../hooks/use-follow';
import { errorVariants, notFoundPath, paths } from '../../paths';
import { useHideSplash } from '../../splash';

const variantOf = (param: string | undefined) =>
  errorVariants.find((variant) => param === `error-v${variant}`);

export default function ErrorPage() {
  const { t } = useTranslation(['errors', 'common']);
  const onFollow = useFollow();
  const variant = variantOf(useParams().variant);
  useHideSplash();
  const key = `v${variant ?? 5}` as const;
  const title = t(`pages.${key}.title`);

  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);

  if (!variant) return <Navigate to={notFoundPath} replace />;
  return (
    <CloudscapeI18n>
      <main className={`error-page error-page--v${variant}`}>
        <div className="error-page__language">
          <LanguageSelect />
        </div>
        <SpaceBetween size="l" alignItems="center">
          <div className="error-page__code" aria-hidden="true">
            {t(`pages.${key}.code`)}
          </div>
          <Box variant="h1" textAlign="center">
            {title}
          </Box>
          <Box textAlign="center" color="text-body-secondary">
            {t(`pages.${key}.text`)}
          </Box>
          <Button variant="primary" href={paths.home} onFollow={onFollow}>
            {t('common:goHome')}
          </Button>
        </SpaceBetween>
      </main>
    </CloudscapeI18n>
  );
}
