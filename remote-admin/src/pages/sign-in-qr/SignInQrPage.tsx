import { Link, Loading, useParams, useQuery } from '@hochzeit/shared-ui';
import { copyToClipboard, LINK_COPIED, LINK_NOT_COPIED, useQrCode } from '../../lib/sign-in-link';
import { guestsQuery, serviceProviderQuery } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import './sign-in-qr.css';

interface Person {
  name: string;
  login_url: string;
}

/** What differs between a guest's and a provider's page: where the person comes from and where "back" goes. */
const KINDS = {
  guest: {
    back: { to: '/admin/guests', label: 'Zurück zur Gästeliste' },
    loadError: 'Fehler beim Laden der Gäste',
    notFound: 'Gast nicht gefunden',
  },
  provider: {
    back: { to: '/admin/service-providers', label: 'Zurück zu den Dienstleistern' },
    loadError: 'Fehler beim Laden der Dienstleister',
    notFound: 'Dienstleister nicht gefunden',
  },
} as const;

/** The guest (from the guest list, shared with its page) or the provider whose card is printed; null: no such guest. */
function usePerson(kind: keyof typeof KINDS, id: number) {
  const guest = useQuery({
    ...guestsQuery(),
    enabled: kind === 'guest',
    select: (guests): Person | null => {
      const found = guests.find((g) => g.id === id);
      return found ? { name: `${found.first_name} ${found.last_name}`, login_url: found.login_url } : null;
    },
  });
  const provider = useQuery({
    ...serviceProviderQuery(id),
    enabled: kind === 'provider',
    select: (found): Person | null => ({ name: found.company_name, login_url: found.login_url }),
  });
  return kind === 'guest' ? guest : provider;
}

/**
 * A printable page with a person's name above the QR code of their personal sign-in link, and the
 * link itself (to copy, or to type in when a camera is missing). Outside the admin layout, so a
 * printout shows only the card.
 */
export function SignInQrPage({ kind }: { kind: keyof typeof KINDS }) {
  const config = KINDS[kind];
  const id = Number(useParams().id);
  const notice = useNotice();
  const { data: person, isPending, isError } = usePerson(kind, id);
  const qr = useQrCode(person?.login_url ?? null);

  async function copy(url: string) {
    try {
      await copyToClipboard(url);
      notice.success(LINK_COPIED);
    } catch {
      notice.error(LINK_NOT_COPIED);
    }
  }

  return (
    <main className="page sign-in-qr">
      <p className="sign-in-qr__screen-only">
        <Link to={config.back.to}>{config.back.label}</Link>
      </p>
      {isPending ? (
        <Loading />
      ) : !person ? (
        <p className="form-error" role="alert">
          {isError ? config.loadError : config.notFound}
        </p>
      ) : (
        <>
          <h1>{person.name}</h1>
          {qr ? <img className="sign-in-qr__code" src={qr} alt={`QR-Code für ${person.name}`} width={300} height={300} /> : <Loading />}
          <p className="sign-in-qr__link">{person.login_url}</p>
          <div className="actions sign-in-qr__screen-only">
            <button type="button" className="button" onClick={() => window.print()}>
              Drucken
            </button>
            <button type="button" className="button button--ghost" onClick={() => copy(person.login_url)}>
              Link kopieren
            </button>
            {notice.element}
          </div>
        </>
      )}
    </main>
  );
}
