/**
 * The Can't clean dialog's optional part (issue 32): a problem in the room the keeper found, reported to
 * maintenance in the Can't clean's own step. Its kind and labels are the report form's
 * (`ProblemKindFields`, the `maintenance` namespace).
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';

import { maintenanceLimits } from '#shared/maintenance';
import { defaultProblemKind, ProblemKindFields } from '#web/components/problem-kind-fields';

import type { RoomProblem } from './phone-action';

export interface ProblemDraft extends RoomProblem {
  on: boolean;
}

export const emptyProblem: ProblemDraft = { on: false, ...defaultProblemKind, text: '' };

export function RoomProblemFields(props: {
  value: ProblemDraft;
  missing: boolean;
  onChange(next: ProblemDraft): void;
}) {
  const { t } = useTranslation(['dashboard', 'maintenance']);
  const { value, onChange } = props;
  return (
    <SpaceBetween size="s">
      <Checkbox checked={value.on} onChange={({ detail }) => onChange({ ...value, on: detail.checked })}>
        {t('cantClean.problem')}
      </Checkbox>
      {value.on && <ProblemKindFields value={value} onChange={onChange} size="s" />}
      {value.on && (
        <FormField
          label={t('maintenance:report.text')}
          controlId="cant-clean-problem"
          errorText={props.missing ? t('maintenance:report.required') : undefined}
        >
          <Textarea
            controlId="cant-clean-problem"
            rows={3}
            value={value.text}
            onChange={({ detail }) =>
              onChange({ ...value, text: detail.value.slice(0, maintenanceLimits.text) })
            }
          />
        </FormField>
      )}
    </SpaceBetween>
  );
}
