import { guestWishlistQuery, Loading, paymentPageQuery, storedToken, useQuery } from '@hochzeit/shared-ui';
import { PaymentView } from '@hochzeit/shared-ui/toolkit';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import piggyBank from './piggy-bank.svg';
import { useGuestText } from '../../lib/guest-text';
import { useGuestTitle } from '../../lib/guest-title';

/** 'Unsere Wunschliste' with the payment information. */
export function WishlistPage() {
  useGuestTitle('Wunschliste');
  const { text } = useGuestText();
  const signedIn = Boolean(storedToken('guest'));
  const { data: wishlist, isError: error } = useQuery({ ...guestWishlistQuery(), enabled: signedIn });
  const { data: payment } = useQuery({ ...paymentPageQuery(), enabled: signedIn });

  return (
    <main className="page guest-page">
      <h1>Unsere Wunschliste</h1>
      <img className="illustration" src={piggyBank} alt="Sparschwein" width={200} height={160} />
      {!signedIn ? (
        <p role="alert">{text('wishlistSignIn')}</p>
      ) : error ? (
        <p className="form-error" role="alert">
          Die Wunschliste konnte nicht geladen werden. Bitte später erneut versuchen.
        </p>
      ) : !wishlist ? (
        <Loading />
      ) : (
        <>
          <section className="card">{wishlist.content.trim() ? <p className="prose">{wishlist.content}</p> : <p>Keine Wünsche hinterlegt.</p>}</section>
          {wishlist.payment_info.trim() && (
            <section className="card guest-card" aria-labelledby="payment-title">
              <h2 id="payment-title">Zahlungsinformationen</h2>
              <p className="prose">{wishlist.payment_info}</p>
            </section>
          )}
          {payment && <PaymentView page={payment} />}
        </>
      )}
      <BackLink />
    </main>
  );
}
