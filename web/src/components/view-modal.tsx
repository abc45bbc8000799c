/**
 * The frame of a dialog that only shows something: a header, the content, and one Close button that does
 * what the header's close does.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import type { ReactNode } from 'react';

interface ViewModalProps {
  header: string;
  closeLabel: string;
  onDismiss(): void;
  /** Close is the dialog's main button, where the content is itself the thing to work on. */
  primary?: boolean;
  children: ReactNode;
}

export function ViewModal({ header, closeLabel, onDismiss, primary = false, children }: ViewModalProps) {
  return (
    <Modal
      visible
      header={header}
      closeAriaLabel={closeLabel}
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <Button variant={primary ? 'primary' : 'normal'} onClick={onDismiss}>
            {closeLabel}
          </Button>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
