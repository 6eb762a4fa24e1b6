import { useState, type FormEvent } from 'react';
import { Field, Loading, storedToken } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';

interface Wishlist {
  content: string;
  payment_info: string;
}

/** 'Wunschliste verwalten': the wish text and the payment information guests see. */
export function WishlistPage() {
  const notice = useNotice();
  const [form, setForm] = useState<Wishlist | null>(null);
  const { loading } = useLoad(
    async () => {
      const wishlist = await adminApi.get<Wishlist>('/api/admin/wishlist');
      setForm(wishlist);
      return wishlist;
    },
    () => notice.error('Die Wunschliste konnte nicht geladen werden.'),
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!storedToken('admin')) return notice.error('Nicht autorisiert');
    try {
      await adminApi.post('/api/admin/wishlist', form);
      notice.success('Wunschliste gespeichert');
    } catch {
      notice.error('Speichern fehlgeschlagen');
    }
  }

  return (
    <section>
      <h1>Wunschliste verwalten</h1>
      {notice.element}
      {loading && !form ? (
        <Loading />
      ) : (
        <form className="card" onSubmit={save} aria-label="Wunschliste">
          <Field label="Wunschtext">
            <textarea rows={10} value={form?.content ?? ''} onChange={(e) => setForm({ payment_info: '', ...form, content: e.target.value })} />
          </Field>
          <Field label="Zahlungsinformationen">
            <textarea rows={5} value={form?.payment_info ?? ''} onChange={(e) => setForm({ content: '', ...form, payment_info: e.target.value })} />
          </Field>
          <div className="actions">
            <button className="button button--primary" type="submit">
              Speichern
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
