/**
 * Form state checked by a shared zod schema, so the screens and the API speak the spec's messages
 * (spec §5). A field's message shows once it was left or a submit was tried; `valid` is live, for
 * submit buttons that stay disabled until the form is complete.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { translateMessage } from '../i18n';

export interface FormApi<Values extends Record<string, unknown>, Output> {
  values: Values;
  set<K extends keyof Values>(field: K, value: Values[K]): void;
  touch(field: keyof Values): void;
  /** The untranslated message for a field, if it is to be shown now. */
  error(field: keyof Values): string | undefined;
  /** The same message in the reader's language. */
  message(field: keyof Values): string | undefined;
  valid: boolean;
  /** Marks every field as touched and answers the parsed values, or undefined while invalid. */
  submit(): Output | undefined;
}

export function useForm<Values extends Record<string, unknown>, Schema extends z.ZodType>(
  schema: Schema,
  initial: Values,
): FormApi<Values, z.infer<Schema>> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const messages = useMemo(() => {
    const byField: Partial<Record<string, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        byField[field] ??= issue.message;
      }
    }
    return byField;
  }, [result]);
  const { t } = useTranslation(['validation']);

  const error = (field: keyof Values) => (submitted || touched[field] ? messages[String(field)] : undefined);
  return {
    values,
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    touch: (field) => setTouched((current) => ({ ...current, [field]: true })),
    error,
    message: (field) => {
      const text = error(field);
      return text && translateMessage(t, text);
    },
    valid: result.success,
    submit: () => {
      setSubmitted(true);
      return result.success ? result.data : undefined;
    },
  };
}
