import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './DateField';

type FormDateFieldProps<T extends FieldValues> = Omit<DateFieldProps, 'value' | 'onChange' | 'name'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** DateField bound to a react-hook-form field holding 'YYYY-MM-DD' (or ''), where a form used `register`. */
export function FormDateField<T extends FieldValues>({ control, name, onBlur, error, ...rest }: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...rest}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      error={error ?? fieldState.error?.message}
      onChange={field.onChange}
      onBlur={(e) => {
        field.onBlur();
        onBlur?.(e);
      }}
    />
  );
}
