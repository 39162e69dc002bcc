import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';
import { checkDateInput, dateFieldValue, maskDateInput, readDateInput } from '../../domain/dateInput';
import { formatFrDate } from '../../domain/dates';
import type { IsoDate } from '../../domain/entities/replicated';

type Inherited = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'inputMode' | 'placeholder'>;

export interface DateFieldProps extends Inherited {
  /** 'YYYY-MM-DD', or '' / null for no date. */
  value: string | null | undefined;
  /**
   * Called with 'YYYY-MM-DD', '' while the field is empty or being typed, and the typed text once a wrong date
   * is whole or the field left (no date schema takes it: see dateFieldValue).
   */
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
    if ((value ?? '') !== check.iso && value !== text) setText(shown(value));
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
        const out = dateFieldValue(next, { min, max }, false);
        setSeenValue(out);
        if (out !== (value ?? '')) onChange(out);
      }}
      onBlur={(e) => {
        setLeft(true);
        const iso = readDateInput(text);
        if (iso && !check.error) setText(formatFrDate(iso));
        const out = dateFieldValue(text, { min, max }, true);
        if (out !== (value ?? '')) {
          setSeenValue(out);
          onChange(out);
        }
        onBlur?.(e);
      }}
    />
  );
}
