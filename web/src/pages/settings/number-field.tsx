/**
 * A whole-number setting of Hostel Settings: its label, hint, allowed range and error, and a numeric input
 * (the phone's number pad), with a control beside it when the number has a unit to pick. The text is kept
 * as typed; the form's schema checks it on save.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

export interface NumberFieldProps {
  label: string;
  description?: string | undefined;
  constraintText: string;
  errorText?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  /** A control beside the number (a unit's picker); the input is then named by the label itself. */
  beside?: ReactNode;
}

export function NumberField({
  label,
  description,
  constraintText,
  errorText,
  value,
  onChange,
  beside,
}: NumberFieldProps) {
  const input = (
    <Input
      type="number"
      inputMode="numeric"
      {...(beside ? { ariaLabel: label } : {})}
      value={value}
      onChange={({ detail }) => onChange(detail.value)}
    />
  );
  return (
    <FormField label={label} description={description} constraintText={constraintText} errorText={errorText}>
      {beside ? (
        <SpaceBetween direction="horizontal" size="xs">
          {input}
          {beside}
        </SpaceBetween>
      ) : (
        input
      )}
    </FormField>
  );
}
