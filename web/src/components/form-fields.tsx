/**
 * The form kit's fields: each is a labelled FormField around one control, taking a `useForm` binder in
 * one spread, e.g. `<FormInput label={t('email')} type="email" {...form.input('email')} />`. The
 * heavier controls have their own modules (`form-select`, `form-date-picker`, `time-select`,
 * `star-rating`), so a form loads only the controls it shows.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField, { type FormFieldProps } from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Textarea from '@cloudscape-design/components/textarea';
import type { ComponentProps, ComponentType } from 'react';

type Frame = Pick<FormFieldProps, 'label' | 'description' | 'constraintText' | 'stretch' | 'errorText'>;

/** A control inside its FormField; the field's message marks the control invalid through the field. */
export function withFormField<Props extends object>(Control: ComponentType<Props>) {
  return function Field({
    label,
    description,
    constraintText,
    stretch,
    errorText,
    ...control
  }: Frame & Props) {
    return (
      <FormField
        label={label}
        description={description}
        constraintText={constraintText}
        stretch={stretch}
        errorText={errorText}
      >
        <Control {...(control as Props)} />
      </FormField>
    );
  };
}

export const FormInput = withFormField(Input);
export const FormTextarea = withFormField(Textarea);
export const FormCheckbox = withFormField(Checkbox);

/** An email address: the phone keyboard with "@", and the browser's saved address offered. */
export function EmailInput(props: Omit<ComponentProps<typeof FormInput>, 'type' | 'inputMode'>) {
  return <FormInput type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A password being chosen: masked, and the browser offers to generate and save it. */
export function NewPasswordInput(props: Omit<ComponentProps<typeof FormInput>, 'type'>) {
  return <FormInput type="password" autoComplete="new-password" {...props} />;
}
