/** A labelled text input bound to one field of a `useForm` form: its value, changes, leaving and message. */
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';

import type { FormApi } from '../hooks/use-form';

type Props<Values extends Record<string, unknown>, Output, Field extends keyof Values> = {
  form: FormApi<Values, Output>;
  /** A field that holds text. */
  field: Values[Field] extends string ? Field : never;
  label?: string;
} & Omit<InputProps, 'value' | 'onChange' | 'onBlur'>;

export function FormInput<Values extends Record<string, unknown>, Output, Field extends keyof Values>({
  form,
  field,
  label,
  ...input
}: Props<Values, Output, Field>) {
  return (
    <FormField label={label} errorText={form.message(field)}>
      <Input
        {...input}
        value={form.values[field] as string}
        onChange={({ detail }) => form.set(field, detail.value as Values[Field])}
        onBlur={() => form.touch(field)}
      />
    </FormField>
  );
}
