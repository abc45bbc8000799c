/**
 * Can't clean: the keeper picks why (no access, the student asked to skip, or another reason they type)
 * and the request goes back to the admin for Re-Allot, with the reason shown to the admin and student.
 * For a room of the inventory the keeper may also report a problem in it, sent with the same action.
 */
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';
import { messages } from '#shared/messages';
import { type CantCleanReason, cantCleanReasons } from '#shared/status';
import { ActionModal } from '#web/components/action-modal';
import { translateMessage } from '#web/i18n';

import type { RoomProblem } from './phone-action';
import { emptyProblem, type ProblemDraft, RoomProblemFields } from './room-problem-fields';

interface CantCleanDialogProps {
  request: ListedRequest;
  busy: boolean;
  onDismiss(): void;
  /** Runs the keeper's choice; the dialog closes when it was taken. */
  onSubmit(reason: CantCleanReason, message: string, report?: RoomProblem): void;
}

export function CantCleanDialog({ request, busy, onDismiss, onSubmit }: CantCleanDialogProps) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const [reason, setReason] = useState<CantCleanReason>('noAccess');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<ProblemDraft>(emptyProblem);
  const [problemMissing, setProblemMissing] = useState(false);

  const submit = () => {
    const typed = text.trim();
    const problemText = problem.text.trim();
    const noProblemText = problem.on && problemText === '';
    setProblemMissing(noProblemText);
    if ((reason === 'other' && typed === '') || noProblemText) {
      setMissing(reason === 'other' && typed === '');
      return;
    }
    const { on, ...report } = problem;
    onSubmit(
      reason,
      reason === 'other' ? typed : t(`cantClean.reasons.${reason}`),
      on ? { ...report, text: problemText } : undefined,
    );
  };

  return (
    <ActionModal
      header={`${t('cantClean.title')} — ${t('keeper.place', { room: request.room, floor: request.floor })}`}
      submitLabel={t('cantClean.submit')}
      onSubmit={submit}
      onDismiss={onDismiss}
      busy={busy}
    >
      <SpaceBetween size="m">
        <FormField label={t('cantClean.label')}>
          <RadioGroup
            value={reason}
            onChange={({ detail }) => setReason(detail.value as CantCleanReason)}
            items={cantCleanReasons.map((value) => ({
              value,
              label: t(`cantClean.reasons.${value}`),
              description: t(`cantClean.hints.${value}`),
            }))}
          />
        </FormField>
        {reason === 'other' && (
          <FormField
            label={t('cantClean.text')}
            errorText={missing ? translateMessage(t, messages.reasonRequired) : undefined}
          >
            <Textarea
              value={text}
              onChange={({ detail }) => {
                setText(detail.value);
                setMissing(false);
              }}
              rows={3}
            />
          </FormField>
        )}
        {request.roomId && (
          <RoomProblemFields
            value={problem}
            missing={problemMissing}
            onChange={(next) => {
              setProblem(next);
              setProblemMissing(false);
            }}
          />
        )}
      </SpaceBetween>
    </ActionModal>
  );
}
