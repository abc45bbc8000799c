/** The form kit's Select field, for `form.select(field, options)`. */
import Select, { type SelectProps } from '@cloudscape-design/components/select';

import { withFormField } from './form-fields';

/** The field's message is the FormField's `errorText`; Select's own, for a list that failed to load, is this. */
type StatusSelectProps = Omit<SelectProps, 'errorText'> & { loadErrorText?: string };

function StatusSelect({ loadErrorText, ...select }: StatusSelectProps) {
  return <Select {...select} errorText={loadErrorText} />;
}

export const FormSelect = withFormField(StatusSelect);
