/** Cloudscape's test wrappers for what a page test looks for: the page, its open dialog, a dialog's field. */
import createWrapper from '@cloudscape-design/components/test-utils/dom';

export const page = () => createWrapper(document.body);
export const modal = () => page().findModal()!;
/** The open dialog's form field whose label reads `label`. */
export const modalField = (label: string) =>
  createWrapper(modal().getElement())
    .findAllFormFields()
    .find((found) => found.findLabel()?.getElement().textContent === label)!;
