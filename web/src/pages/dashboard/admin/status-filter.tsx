/** The admin dashboard's status filter (issue 28): Pending (the spec's table), Scheduled or In progress. */
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';

export const shownStatuses = ['Pending', 'Scheduled', 'inProgress'] as const;
export type ShownStatus = (typeof shownStatuses)[number];

export function StatusFilter({
  value,
  onChange,
}: {
  value: ShownStatus;
  onChange(value: ShownStatus): void;
}) {
  const { t } = useTranslation('dashboard');
  const options = shownStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }));
  return (
    <FormField label={t('admin.filter')}>
      <Select
        selectedOption={options.find((option) => option.value === value) ?? null}
        options={options}
        onChange={({ detail }) => onChange(detail.selectedOption.value as ShownStatus)}
      />
    </FormField>
  );
}
