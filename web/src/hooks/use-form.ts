/**
 * Form state checked by a shared zod schema, so the screens and the API speak the spec's messages
 * (spec §5). A field's message shows once it was left or a submit was tried (or, by `show`, only after a
 * submit, or at once); `valid` is live, for submit buttons that stay disabled until the form is complete.
 *
 * Each binder wires one field for the matching component of the form kit (`components/form-fields.tsx`,
 * `form-select.tsx`, `form-date-picker.tsx`, `time-select.tsx`, `star-rating.tsx`) in one spread: its
 * value, its changes, its leaving and its translated message.
 */
import type { SelectProps } from '@cloudscape-design/components/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { messages } from '#shared/messages';
import type * as z from '#shared/schemas/zod';

import { translateMessage } from '../i18n';
import { afterGesture } from './after-gesture';

type FieldOf<Values, Type> = { [K in keyof Values]: Values[K] extends Type ? K : never }[keyof Values];

/** The untranslated message of each field that has one, keyed by the schema's path (its first part). */
export type FieldMessages = Partial<Record<string, string>>;

interface Bound {
  /** The field's message in the reader's language, while it is to be shown. */
  errorText: string | undefined;
}
/** Input, Textarea, DatePicker and TimeSelect: a text value. */
export interface TextBinding extends Bound {
  value: string;
  onChange(event: { detail: { value: string } }): void;
  onBlur(): void;
}
export interface SelectBinding extends Bound {
  selectedOption: SelectProps.Option | null;
  options: SelectProps.Option[];
  onChange(event: { detail: { selectedOption: SelectProps.Option } }): void;
  onBlur(): void;
}
export interface CheckboxBinding extends Bound {
  checked: boolean;
  onChange(event: { detail: { checked: boolean } }): void;
}
export interface RatingBinding extends Bound {
  value: number;
  onChange(event: { detail: { value: number } }): void;
}

export interface FormOptions<Values> {
  /** What the schema checks, where that is not the values as they are (an id added, blanks left out). */
  input?(values: Values): unknown;
  /** Rules the schema cannot state (a check against today, a field's own wording) over its messages. */
  messages?(found: FieldMessages, values: Values): FieldMessages;
  /** When a field's message shows: once it was left or a submit was tried (the default), once a submit was tried, or at once. */
  show?: 'left' | 'submitted' | 'always';
}

export interface FormApi<Values extends Record<string, unknown>, Output> {
  values: Values;
  set<K extends keyof Values>(field: K, value: Values[K]): void;
  /** A field's message in the reader's language, if it is to be shown now. */
  message(field: keyof Values): string | undefined;
  valid: boolean;
  /** Every message the check finds now, shown or not, by the schema's path (after `options.messages`). */
  found: FieldMessages;
  /**
   * Marks every field as touched and answers the parsed values, or undefined while invalid; `onValid`
   * gets them when they are valid.
   */
  submit(onValid?: (output: Output) => void): Output | undefined;
  /** Starts again from `values` (the initial ones by default), no field left and no submit tried. */
  reset(values?: Values): void;
  input(field: FieldOf<Values, string>): TextBinding;
  textarea(field: FieldOf<Values, string>): TextBinding;
  date(field: FieldOf<Values, string>): TextBinding;
  time(field: FieldOf<Values, string>): TextBinding;
  /** A choice among `options`, held as the chosen option's value ('' for none). */
  select(field: FieldOf<Values, string>, options: SelectProps.Option[]): SelectBinding;
  checkbox(field: FieldOf<Values, boolean>): CheckboxBinding;
  rating(field: FieldOf<Values, number>): RatingBinding;
}

/**
 * A text over its limit. The spec has only "Field is not valid" for it, which does not say what to fix
 * (issue 28), so the form says the limit; the server's answer stays the spec's message.
 */
const tooLongPrefix = 'tooLong:';

function messageOf(issue: z.core.$ZodIssue): string {
  // Only in place of "Field is not valid": a limit the spec words itself ("Maximum 50 symbols") keeps it.
  return issue.code === 'too_big' && issue.origin === 'string' && issue.message === messages.fieldNotValid
    ? `${tooLongPrefix}${String(issue.maximum)}`
    : issue.message;
}

function messagesOf(result: z.util.SafeParseResult<unknown>): FieldMessages {
  const byField: FieldMessages = {};
  if (!result.success) {
    for (const issue of result.error.issues) byField[String(issue.path[0] ?? '')] ??= messageOf(issue);
  }
  return byField;
}

export function useForm<Values extends Record<string, unknown>, Schema extends z.ZodMiniType>(
  schema: Schema,
  initial: Values,
  options: FormOptions<Values> = {},
): FormApi<Values, z.infer<Schema>> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { t } = useTranslation(['validation']);
  const { input = (current: Values) => current, messages: adjust, show = 'left' } = options;

  const result = schema.safeParse(input(values));
  const found = messagesOf(result);
  const messages = adjust ? adjust(found, values) : found;
  const valid = result.success && Object.values(messages).every((message) => !message);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: keyof Values) => setTouched((current) => ({ ...current, [field]: true }));
  // A box or a star has no leaving worth waiting for: choosing is the answer.
  const choose = <K extends keyof Values>(field: K, value: Values[K]) => {
    set(field, value);
    touch(field);
  };
  const shown = (field: keyof Values) =>
    show === 'always' || submitted || (show === 'left' && touched[field]);
  const message = (field: keyof Values) => {
    const text = shown(field) ? messages[String(field)] : undefined;
    if (text?.startsWith(tooLongPrefix))
      return t('validation:tooLong', { max: text.slice(tooLongPrefix.length) });
    return text && translateMessage(t, text);
  };

  const text = (field: FieldOf<Values, string>): TextBinding => ({
    value: values[field] as string,
    onChange: ({ detail }) => set(field, detail.value as Values[typeof field]),
    onBlur: () => afterGesture(() => touch(field)),
    errorText: message(field),
  });

  return {
    values,
    set,
    message,
    valid,
    found: messages,
    submit: (onValid) => {
      setSubmitted(true);
      if (!valid) return undefined;
      const output = result.data as z.infer<Schema>;
      onValid?.(output);
      return output;
    },
    reset: (next = initial) => {
      setValues(next);
      setTouched({});
      setSubmitted(false);
    },
    input: text,
    textarea: text,
    date: text,
    time: text,
    select: (field, choices) => ({
      selectedOption: choices.find((option) => option.value === values[field]) ?? null,
      options: choices,
      onChange: ({ detail }) => set(field, (detail.selectedOption.value ?? '') as Values[typeof field]),
      onBlur: () => afterGesture(() => touch(field)),
      errorText: message(field),
    }),
    checkbox: (field) => ({
      checked: values[field] as boolean,
      onChange: ({ detail }) => choose(field, detail.checked as Values[typeof field]),
      errorText: message(field),
    }),
    rating: (field) => ({
      value: values[field] as number,
      onChange: ({ detail }) => choose(field, detail.value as Values[typeof field]),
      errorText: message(field),
    }),
  };
}
