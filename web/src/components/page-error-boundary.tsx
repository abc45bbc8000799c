/**
 * Catches a page that fails to render or whose code fails to load (e.g. a new release replaced the chunk
 * files), and offers a reload instead of a blank screen.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Fallback() {
  const { t } = useTranslation('errors');
  return (
    <Alert
      type="error"
      header={t('boundary.title')}
      action={<Button onClick={() => window.location.reload()}>{t('boundary.reload')}</Button>}
    >
      {t('boundary.text')}
    </Alert>
  );
}

/** Give it `key={pathname}`: a new route mounts a fresh boundary, so navigating away recovers. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <Fallback /> : this.props.children;
  }
}
