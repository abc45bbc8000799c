/**
 * The admin dashboard's status filter (issue 28): Pending (the spec's table), Scheduled or In progress.
 * Three radio buttons rather than a Select: the dashboard is always on screen, and the Select's dropdown
 * would put the page over its byte budget for three choices.
 */
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
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
  const items = shownStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }));
  return (
    <FormField label={t('admin.filter')}>
      <RadioGroup
        direction="horizontal"
        value={value}
        items={items}
        onChange={({ detail }) => onChange(detail.value as ShownStatus)}
      />
    </FormField>
  );
}
