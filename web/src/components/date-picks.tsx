/**
 * Dates picked one at a time and listed, each removable: what the days-off editor and the hostel's
 * closed-dates field both show. The owner keeps the picked date and the list, and decides what adding and
 * removing do (a call per change, or a form value).
 */
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import type { ReactNode } from 'react';

export interface DatePickTexts {
  /** The picker's name. */
  date: string;
  /** The calendar button's name with no date picked, and with one. */
  choose: string;
  change: (date: string) => string;
  add: string;
}

interface DatePickProps {
  picked: string;
  onPick(date: string): void;
  texts: DatePickTexts;
  addDisabled: boolean;
  adding?: boolean;
  onAdd(): void;
}

/** The picker and its Add button. */
export function DatePick({ picked, onPick, texts, addDisabled, adding, onAdd }: DatePickProps) {
  return (
    <SpaceBetween size="xs" direction="horizontal">
      <DatePicker
        value={picked}
        placeholder="YYYY/MM/DD"
        ariaLabel={texts.date}
        openCalendarAriaLabel={(selected) => (selected ? texts.change(selected) : texts.choose)}
        onChange={({ detail }) => onPick(detail.value)}
      />
      <Button formAction="none" disabled={addDisabled} loading={adding} onClick={onAdd}>
        {texts.add}
      </Button>
    </SpaceBetween>
  );
}

interface DateTokensProps {
  dates: string[];
  /** A date as the reader reads it. */
  format(date: string): string;
  /** The remove button's name, given the formatted date. */
  removeLabel(formatted: string): string;
  readOnly?: boolean;
  onRemove(index: number): void;
}

/** The picked dates, in the order given, each with its remove button. */
export function DateTokens({ dates, format, removeLabel, readOnly, onRemove }: DateTokensProps) {
  return (
    <TokenGroup
      readOnly={readOnly}
      items={dates.map((date) => ({ label: format(date), dismissLabel: removeLabel(format(date)) }))}
      onDismiss={({ detail }) => onRemove(detail.itemIndex)}
    />
  );
}

/** The texts of a dates field: the picker's name, its calendar button with no date and with one, Add. */
export type DatesFieldText = keyof DatePickTexts;

interface DatesFieldProps extends Omit<DatePickProps, 'texts'> {
  label: string;
  description: string;
  errorText?: string | undefined;
  stretch?: boolean;
  /** Each text of the picker; `date` is the picked date where the text names it. */
  text(part: DatesFieldText, date?: string): string;
  /** What stands below the picker: the dates (`DateTokens`), or why there are none. */
  children: ReactNode;
}

/** A form field of dates: the picker with its Add button, and the dates below it. */
export function DatesField({
  label,
  description,
  errorText,
  stretch,
  text,
  children,
  ...pick
}: DatesFieldProps) {
  const texts: DatePickTexts = {
    date: text('date'),
    choose: text('choose'),
    change: (date) => text('change', date),
    add: text('add'),
  };
  return (
    <FormField label={label} description={description} errorText={errorText} stretch={stretch}>
      <SpaceBetween size="s">
        <DatePick {...pick} texts={texts} />
        {children}
      </SpaceBetween>
    </FormField>
  );
}
