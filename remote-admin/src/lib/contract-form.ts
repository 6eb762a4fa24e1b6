import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import './german-errors';

/**
 * The one way admin forms are built: react-hook-form validated by the same contract schema the
 * server uses, so fields, conversion and German messages are written once. Submitting yields the
 * schema's output (trimmed, empty text as null, lists cleaned), ready to send.
 */
export function useContractForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched', ...options });
}

/** For a <select> or number input: '' means "not chosen", anything else a number. */
export const asOptionalNumber = { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) };
