import type { QueryKey } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import type { z } from 'zod';
import { useContractForm } from './contract-form';
import { FormActions } from './FormActions';
import { useAdminChange } from './queries';
import { useNotice } from './use-notice';

interface NewNameFormProps {
  /** The contract's shape of a new record that has only a name (a guest group, a photo category). */
  schema: z.ZodType<{ name: string }, { name: string }>;
  /** The form's name for screen readers, its heading, the field's label and example. */
  formName: string;
  title: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The spec's texts after creating and after a failure. */
  created: string;
  failed: string;
  create: (body: { name: string }) => Promise<unknown>;
  /** The queries that show the new record. */
  touches: readonly QueryKey[];
}

/** A card that creates a record from a name: checked by the contract, confirmed beside the button, empty again afterwards. */
export function NewNameForm({ schema, formName, title, label, placeholder, submitLabel, created, failed, create, touches }: NewNameFormProps) {
  const notice = useNotice();
  const change = useAdminChange(touches);
  const { register, handleSubmit, reset, formState } = useContractForm(schema, { name: '' });
  const submit = handleSubmit(async (body) => {
    try {
      await change(() => create(body));
      notice.success(created);
      reset();
    } catch {
      notice.error(failed);
    }
  });
  return (
    <form className="card" onSubmit={submit} noValidate aria-label={formName}>
      <h2>{title}</h2>
      <Field label={label} error={formState.errors.name?.message}>
        <input {...register('name')} placeholder={placeholder} />
      </Field>
      <FormActions submitLabel={submitLabel} disabled={formState.isSubmitting} status={notice.element} />
    </form>
  );
}
