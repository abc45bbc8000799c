/**
 * The frame every auth screen shares: a titled container holding a native form (Enter submits), the red
 * failure alert above the fields (spec §8), the submit button and, where the screen has one, a Cancel
 * link back to the login.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useFollow } from '../../hooks/use-follow';
import { paths } from '../../paths';

interface Props {
  title: string;
  description?: string;
  failure?: string;
  submit: { label: string; busy: boolean; disabled?: boolean };
  /** Shows a Cancel link to the login page beside the submit button. */
  cancel?: boolean;
  secondaryActions?: ReactNode;
  onSubmit(): void;
  children: ReactNode;
}

export function AuthForm({
  title,
  description,
  failure,
  submit,
  cancel,
  secondaryActions,
  onSubmit,
  children,
}: Props) {
  const { t } = useTranslation('auth');
  const onFollow = useFollow();
  const submitButton = (
    <Button variant="primary" formAction="submit" loading={submit.busy} disabled={submit.disabled}>
      {submit.label}
    </Button>
  );
  const actions = cancel ? (
    <SpaceBetween direction="horizontal" size="xs">
      <Button variant="link" href={paths.login} onFollow={onFollow}>
        {t('cancel')}
      </Button>
      {submitButton}
    </SpaceBetween>
  ) : (
    submitButton
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Container
        header={
          <Header variant="h1" description={description}>
            {title}
          </Header>
        }
      >
        <Form actions={actions} secondaryActions={secondaryActions}>
          <SpaceBetween size="m">
            {failure && <Alert type="error">{failure}</Alert>}
            {children}
          </SpaceBetween>
        </Form>
      </Container>
    </form>
  );
}
