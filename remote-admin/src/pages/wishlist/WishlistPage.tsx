import { type Wishlist, WishlistInput } from '@hochzeit/contracts';
import { createApi, Loading, storedToken, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { LoadFailure } from '../../lib/LoadFailure';
import { useAdminChange, wishlistQuery } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';

const api = createApi('admin');
const EMPTY: Wishlist = { content: '', payment_info: '' };

function WishlistForm({ wishlist }: { wishlist: Wishlist }) {
  const status = useNotice();
  const change = useAdminChange([wishlistQuery().queryKey]);
  const { register, handleSubmit, formState } = useContractForm(WishlistInput, wishlist);
  const { errors } = formState;

  const save = handleSubmit(async (values) => {
    if (!storedToken('admin')) return status.error('Nicht autorisiert');
    try {
      await change(() => unwrap(api.POST('/api/admin/wishlist', { body: values })));
      status.success('Wunschliste gespeichert');
    } catch {
      status.error('Speichern fehlgeschlagen');
    }
  });

  return (
    <form className="card" onSubmit={save} aria-label="Wunschliste">
      <Field label="Wunschtext" error={errors.content?.message}>
        <textarea rows={10} {...register('content')} />
      </Field>
      <Field label="Zahlungsinformationen" error={errors.payment_info?.message}>
        <textarea rows={5} {...register('payment_info')} />
      </Field>
      <FormActions submitLabel="Speichern" disabled={formState.isSubmitting} status={status.element} />
    </form>
  );
}

/** 'Wunschliste verwalten': the wish text and the payment information guests see. */
export function WishlistPage() {
  const wishlist = useQuery(wishlistQuery());
  return (
    <section>
      <h1>Wunschliste verwalten</h1>
      <LoadFailure query={wishlist} text="Die Wunschliste konnte nicht geladen werden." />
      {wishlist.isPending ? <Loading /> : <WishlistForm wishlist={wishlist.data ?? EMPTY} />}
    </section>
  );
}
