/** The form kit's DatePicker field, for `form.date(field)`. */
import DatePicker from '@cloudscape-design/components/date-picker';

import { withFormField } from './form-fields';

export const FormDatePicker = withFormField(DatePicker);
