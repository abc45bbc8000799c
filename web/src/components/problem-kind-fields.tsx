/**
 * What kind of problem and how urgent (issue 32): the two choices every maintenance report starts with,
 * one source for the report form, the door's report and Can't clean's problem in the room, so the three
 * offer the same lists under the same labels (the `maintenance` namespace).
 */
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween, { type SpaceBetweenProps } from '@cloudscape-design/components/space-between';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import {
  maintenanceCategories,
  type MaintenanceCategory,
  maintenanceUrgencies,
  type MaintenanceUrgency,
} from '#shared/maintenance';

export interface ProblemKind {
  category: MaintenanceCategory;
  urgency: MaintenanceUrgency;
}

/** Where each form starts: the commonest kind, at the urgency that asks nothing special. */
export const defaultProblemKind: ProblemKind = { category: 'plumbing', urgency: 'normal' };

/**
 * The category's list and the urgency's radios, `size` apart (the form's own spacing); `value` may carry
 * more (the text), kept as it is.
 */
export function ProblemKindFields<Kind extends ProblemKind>(props: {
  value: Kind;
  onChange(next: Kind): void;
  size?: SpaceBetweenProps.Size;
}) {
  const { t } = useTranslation('maintenance');
  const { value, onChange } = props;
  // A page may show two of these (a door's report below a dialog's), each label tied to its own list.
  const categoryId = useId();
  const categories = maintenanceCategories.map((category) => ({
    value: category,
    label: t(`category.${category}`),
  }));
  return (
    <SpaceBetween size={props.size ?? 'l'}>
      <FormField label={t('report.category')} controlId={categoryId}>
        <Select
          controlId={categoryId}
          options={categories}
          selectedOption={categories.find((option) => option.value === value.category) ?? null}
          onChange={({ detail }) =>
            onChange({ ...value, category: detail.selectedOption.value as MaintenanceCategory })
          }
        />
      </FormField>
      <FormField label={t('report.urgency')}>
        <RadioGroup
          ariaLabel={t('report.urgency')}
          value={value.urgency}
          onChange={({ detail }) => onChange({ ...value, urgency: detail.value as MaintenanceUrgency })}
          items={maintenanceUrgencies.map((urgency) => ({ value: urgency, label: t(`urgency.${urgency}`) }))}
        />
      </FormField>
    </SpaceBetween>
  );
}
