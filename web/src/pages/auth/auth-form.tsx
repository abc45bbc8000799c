/**
 * The frame every auth screen shares: a titled container holding a native form (Enter submits), the red
 * failure alert above the fields (spec §8), and the actions.
 */
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  description?: string;
  failure?: string;
  actions: ReactNode;
  secondaryActions?: ReactNode;
  onSubmit(): void;
  children: ReactNode;
}

export function AuthForm({
  title,
  description,
  failure,
  actions,
  secondaryActions,
  onSubmit,
  children,
}: Props) {
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
