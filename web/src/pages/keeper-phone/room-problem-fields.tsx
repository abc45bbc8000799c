/**
 * The Can't clean dialog's optional part (issue 32): a problem in the room the keeper found, reported to
 * maintenance in the Can't clean's own step. Its labels are the report form's (`maintenance` namespace).
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';

import {
  maintenanceCategories,
  type MaintenanceCategory,
  maintenanceLimits,
  maintenanceUrgencies,
  type MaintenanceUrgency,
} from '#shared/maintenance';

import type { RoomProblem } from './phone-action';

export interface ProblemDraft extends RoomProblem {
  on: boolean;
}

export const emptyProblem: ProblemDraft = { on: false, category: 'plumbing', urgency: 'normal', text: '' };

export function RoomProblemFields(props: {
  value: ProblemDraft;
  missing: boolean;
  onChange(next: ProblemDraft): void;
}) {
  const { t } = useTranslation(['dashboard', 'maintenance']);
  const { value, onChange } = props;
  const options = maintenanceCategories.map((category) => ({
    value: category,
    label: t(`maintenance:category.${category}`),
  }));
  return (
    <SpaceBetween size="s">
      <Checkbox checked={value.on} onChange={({ detail }) => onChange({ ...value, on: detail.checked })}>
        {t('cantClean.problem')}
      </Checkbox>
      {value.on && (
        <>
          <FormField label={t('maintenance:report.category')} controlId="cant-clean-category">
            <Select
              controlId="cant-clean-category"
              options={options}
              selectedOption={options.find((option) => option.value === value.category) ?? null}
              onChange={({ detail }) =>
                onChange({ ...value, category: detail.selectedOption.value as MaintenanceCategory })
              }
            />
          </FormField>
          <FormField label={t('maintenance:report.urgency')}>
            <RadioGroup
              ariaLabel={t('maintenance:report.urgency')}
              value={value.urgency}
              onChange={({ detail }) => onChange({ ...value, urgency: detail.value as MaintenanceUrgency })}
              items={maintenanceUrgencies.map((urgency) => ({
                value: urgency,
                label: t(`maintenance:urgency.${urgency}`),
              }))}
            />
          </FormField>
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
        </>
      )}
    </SpaceBetween>
  );
}
