/** Steps of the CSV import dialog (`components/csv-import-dialog.tsx`) that its pages' tests share. */
import { fireEvent, waitFor, within } from '@testing-library/react';

/** Chooses `file` in `dialog` and answers its Preview / Import button once it can be pressed. */
export async function chooseCsv(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  const submit = () => within(dialog).getByRole('button', { name: /^(Preview|Import)$/ });
  await waitFor(() => expect(submit()).toBeEnabled());
  return submit;
}

/** After a refused preview: chooses the file again, previews it, and imports it. */
export async function previewAndImport(dialog: HTMLElement, file: File) {
  const submit = await chooseCsv(dialog, file);
  await waitFor(() => expect(submit()).toHaveTextContent('Preview'));
  submit().click();
  await waitFor(() => expect(submit()).toHaveTextContent('Import'));
  submit().click();
}

/** Where each apply call of the import started (`from`), from the mocked API's calls. */
export const startsOf = (calls: unknown[][]) =>
  calls.map(([, options]) => (options as { body: { from: number } }).body.from);
