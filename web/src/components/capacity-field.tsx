/**
 * A roomkeeper's minutes of work a day as typed (issue 30), checked against the capacity the server
 * takes: the hostel's default on Settings and a keeper's own on Manage Roomkeepers use the same field.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { capacityLimits } from '#shared/effort';
import { capacityMinutes } from '#shared/schemas/effort';

/** The typed minutes; `check` answers them, or undefined with the field marked when they are no capacity. */
export function useCapacityDraft(initial: number | undefined) {
  const [draft, setDraft] = useState(String(initial ?? capacityLimits.hostelDefault));
  const [invalid, setInvalid] = useState(false);
  const check = (): number | undefined => {
    const checked = capacityMinutes.safeParse(draft.trim() === '' ? NaN : Number(draft));
    setInvalid(!checked.success);
    return checked.data;
  };
  return { draft, setDraft, invalid, setInvalid, check };
}

interface CapacityFieldProps {
  /** The page's namespace: its `capacity.minutes` and `capacity.range` label the field. */
  ns: 'settings' | 'users';
  draft: ReturnType<typeof useCapacityDraft>;
  invalidText: string;
  disabled?: boolean;
}

export function CapacityField({ ns, draft, invalidText, disabled }: CapacityFieldProps) {
  const { t } = useTranslation(ns);
  return (
    <FormField
      label={t('capacity.minutes')}
      constraintText={t('capacity.range', { min: capacityLimits.min, max: capacityLimits.max })}
      errorText={draft.invalid ? invalidText : undefined}
    >
      <Input
        type="number"
        inputMode="numeric"
        disabled={disabled}
        value={draft.draft}
        onChange={({ detail }) => draft.setDraft(detail.value)}
      />
    </FormField>
  );
}
