import type { ReactNode } from 'react';
import { get as getPath, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field, Input } from './Field';

/**
 * A labelled whole-number input bound to a react-hook-form field: the value reaches the zod
 * schema as a number (empty input gives NaN, which the schema reports with its own message).
 */
export function NumberField<T extends FieldValues, Output = T>({
  form,
  name,
  label,
  hint,
  min,
  max,
  className,
}: {
  form: UseFormReturn<T, unknown, Output>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  min?: number;
  max?: number;
  className?: string;
}) {
  const error = (getPath(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(id, describedBy) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          {...form.register(name, { valueAsNumber: true })}
        />
      )}
    </Field>
  );
}
