/**
 * The frame of every action dialog: a header, the form, and Cancel beside the action button, which shows
 * its progress while the call runs. Enter in a field submits, as in any form.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ActionModalProps {
  header: string;
  submitLabel: string;
  onSubmit(): void;
  onDismiss(): void;
  busy: boolean;
  disabled?: boolean;
  busyText?: string;
  children: ReactNode;
}

export function ActionModal({
  header,
  submitLabel,
  onSubmit,
  onDismiss,
  busy,
  disabled = false,
  busyText,
  children,
}: ActionModalProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal
      visible
      header={header}
      closeAriaLabel={t('cancel')}
      onDismiss={() => {
        if (!busy) onDismiss();
      }}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={onSubmit}
              disabled={disabled}
              loading={busy}
              loadingText={busyText}
            >
              {submitLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && !disabled) onSubmit();
        }}
      >
        {children}
        {/* Lets Enter submit the form; the visible button is in the footer. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
