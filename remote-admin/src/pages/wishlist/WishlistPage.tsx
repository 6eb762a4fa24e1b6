import { type Wishlist, WishlistInput } from '@hochzeit/contracts';
import { createApi, Loading, storedToken, unwrap } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';

const api = createApi('admin');
const EMPTY: Wishlist = { content: '', payment_info: '' };

function WishlistForm({ wishlist }: { wishlist: Wishlist }) {
  const status = useNotice();
  const { register, handleSubmit, formState } = useContractForm(WishlistInput, wishlist);
  const { errors } = formState;

  const save = handleSubmit(async (values) => {
    if (!storedToken('admin')) return status.error('Nicht autorisiert');
    try {
      await unwrap(api.POST('/api/admin/wishlist', { body: values }));
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
  const notice = useNotice();
  const wishlist = useLoad(() => unwrap(api.GET('/api/admin/wishlist')), () => notice.error('Die Wunschliste konnte nicht geladen werden.'));
  return (
    <section>
      <h1>Wunschliste verwalten</h1>
      {notice.element}
      {wishlist.loading && !wishlist.data ? <Loading /> : <WishlistForm wishlist={wishlist.data ?? EMPTY} />}
    </section>
  );
}
