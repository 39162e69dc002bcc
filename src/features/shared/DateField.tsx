import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';
import { checkDateInput, maskDateInput, readDateInput } from '../../domain/dateInput';
import { formatFrDate } from '../../domain/dates';
import type { IsoDate } from '../../domain/entities/replicated';

type Inherited = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'inputMode' | 'placeholder'>;

export interface DateFieldProps extends Inherited {
  /** 'YYYY-MM-DD', or '' / null for no date. */
  value: string | null | undefined;
  /** Called with 'YYYY-MM-DD', or '' while the field is empty, incomplete or in error (as the browser's date input did). */
  onChange: (iso: string) => void;
  min?: IsoDate | undefined;
  max?: IsoDate | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/** The text the field holds when the form's value changes from outside (a reset, a cleared date). */
const shown = (value: string | null | undefined) => formatFrDate(value ?? null) || '';

/**
 * The one full-date field (issue 14): 'JJ/MM/AAAA' shown and typed on the numeric keypad, slashes inserted,
 * a pasted '12/03/2024' or '2024-03-12' read; the form keeps 'YYYY-MM-DD'. An impossible date is said once the
 * whole date is typed or the field is left, never while the user is still typing.
 */
export function DateField({ value, onChange, min, max, error, onBlur, size = 'lg', ...rest }: DateFieldProps) {
  const [text, setText] = useState(() => shown(value));
  const [seenValue, setSeenValue] = useState(value);
  const [left, setLeft] = useState(false);
  const check = checkDateInput(text, { min, max });
  if (value !== seenValue) {
    // React's way of following a prop: the typed text stays unless the form's value now says another date.
    setSeenValue(value);
    if ((value ?? '') !== check.iso) setText(shown(value));
  }
  const complete = text.length >= 10 || readDateInput(text) !== null;
  const ownError = (left || complete) && check.error ? check.error : null;

  return (
    <TextInput
      {...rest}
      size={size}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="JJ/MM/AAAA"
      value={text}
      error={ownError ?? error}
      onChange={(e) => {
        const next = maskDateInput(e.currentTarget.value);
        setText(next);
        setLeft(false);
        const iso = checkDateInput(next, { min, max }).iso;
        setSeenValue(iso);
        if (iso !== (value ?? '')) onChange(iso);
      }}
      onBlur={(e) => {
        setLeft(true);
        const iso = readDateInput(text);
        if (iso && !check.error) setText(formatFrDate(iso));
        onBlur?.(e);
      }}
    />
  );
}
