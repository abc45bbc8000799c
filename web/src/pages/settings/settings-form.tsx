/**
 * The frame of each form on the settings page: a titled container of fields and its own save button,
 * submitted by the button or by Enter in a field.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

interface SettingsFormProps {
  title: string;
  description: string;
  saveLabel: string;
  busy: boolean;
  onSave(): void;
  children: ReactNode;
}

export function SettingsForm({ title, description, saveLabel, busy, onSave, children }: SettingsFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Form
        actions={
          <Button variant="primary" loading={busy} formAction="submit">
            {saveLabel}
          </Button>
        }
      >
        <Container
          header={
            <Header variant="h2" description={description}>
              {title}
            </Header>
          }
        >
          <SpaceBetween size="l">{children}</SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
