/** The role radio of the login and forgot-password forms (spec §5: admin, roomkeeper, student). */
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import { useTranslation } from 'react-i18next';

import { type Role, roles } from '#shared/domain';

interface Props {
  value: Role | undefined;
  onChange(role: Role): void;
  errorText?: string;
}

export function RoleField({ value, onChange, errorText }: Props) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <FormField label={t('role')} errorText={errorText}>
      <RadioGroup
        value={value ?? null}
        onChange={({ detail }) => onChange(detail.value as Role)}
        items={roles.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
      />
    </FormField>
  );
}
