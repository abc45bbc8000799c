/**
 * An action dialog that only asks "are you sure?": the question, then the action's progress text in its
 * place while the call runs (the spec's 'Request is deleting...'), and the action's answer in the Flashbar.
 */
import Box from '@cloudscape-design/components/box';

import { useSubmit } from '../hooks/use-submit';
import { ActionModal } from './action-modal';

interface ConfirmModalProps {
  header: string;
  question: string;
  submitLabel: string;
  busyText: string;
  /** Runs the action; what it answers shows as the success. */
  action(): Promise<string | void>;
  onDismiss(): void;
}

export function ConfirmModal({ question, action, ...frame }: ConfirmModalProps) {
  const [busy, submit] = useSubmit(action);
  return (
    <ActionModal {...frame} onSubmit={submit} busy={busy}>
      <Box variant="p">{busy ? frame.busyText : question}</Box>
    </ActionModal>
  );
}
