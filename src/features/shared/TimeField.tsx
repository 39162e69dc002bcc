import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { MSG_HEURE_INVALIDE, maskTimeInput, readTimeInput } from '../../domain/timeInput';

type Inherited = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'placeholder'>;

export interface TimeFieldProps extends Inherited {
  /** 'HH:MM', or '' for no time. */
  value: string;
  /** Called with 'HH:MM' once a whole time is typed, '' while it is empty, incomplete or wrong. */
  onChange: (time: string) => void;
}

/**
 * The one time field (issue 29): 'HH:MM' on 24 hours whatever the browser's language, typed on the numeric
 * keypad, the colon inserted; a wrong time is said when the field is left.
 */
export function TimeField({ value, onChange, error, onBlur, size = 'lg', ...rest }: TimeFieldProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [left, setLeft] = useState(false);
  if (value !== seen) {
    // Following the form: the typed text stays unless the form's value now says another time.
    setSeen(value);
    if (value !== (readTimeInput(text) ?? '')) setText(value);
  }
  const own = left && text !== '' && readTimeInput(text) === null ? MSG_HEURE_INVALIDE : null;
  return (
    <TextInput
      {...rest}
      size={size}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:MM"
      value={text}
      error={own ?? error}
      onChange={(e) => {
        const next = maskTimeInput(e.currentTarget.value);
        setText(next);
        setLeft(false);
        const out = readTimeInput(next) ?? '';
        setSeen(out);
        if (out !== value) onChange(out);
      }}
      onBlur={(e) => {
        setLeft(true);
        const time = readTimeInput(text);
        if (time) setText(time);
        onBlur?.(e);
      }}
    />
  );
}
