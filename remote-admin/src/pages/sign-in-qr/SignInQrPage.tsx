import { createApi, Link, Loading, unwrap, useParams } from '@hochzeit/shared-ui';
import { copyToClipboard, LINK_COPIED, LINK_NOT_COPIED, useQrCode } from '../../lib/sign-in-link';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';
import './sign-in-qr.css';

const api = createApi('admin');

interface Person {
  name: string;
  login_url: string;
}

/** What differs between a guest's and a provider's page: where the person comes from and where "back" goes. */
const KINDS = {
  guest: {
    load: async (id: number): Promise<Person | null> => {
      const guest = (await unwrap(api.GET('/api/admin/guests'))).find((g) => g.id === id);
      return guest ? { name: `${guest.first_name} ${guest.last_name}`, login_url: guest.login_url } : null;
    },
    back: { to: '/admin/guests', label: 'Zurück zur Gästeliste' },
    loadError: 'Fehler beim Laden der Gäste',
    notFound: 'Gast nicht gefunden',
  },
  provider: {
    load: async (id: number): Promise<Person | null> => {
      const provider = await unwrap(api.GET('/api/admin/service-providers/{id}', { params: { path: { id } } }));
      return { name: provider.company_name, login_url: provider.login_url };
    },
    back: { to: '/admin/service-providers', label: 'Zurück zu den Dienstleistern' },
    loadError: 'Fehler beim Laden der Dienstleister',
    notFound: 'Dienstleister nicht gefunden',
  },
} as const;

/**
 * A printable page with a person's name above the QR code of their personal sign-in link, and the
 * link itself (to copy, or to type in when a camera is missing). Outside the admin layout, so a
 * printout shows only the card.
 */
export function SignInQrPage({ kind }: { kind: keyof typeof KINDS }) {
  const config = KINDS[kind];
  const id = Number(useParams().id);
  const notice = useNotice();
  const { data: person, loading, error } = useLoad(() => config.load(id));
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
      {loading && !person ? (
        <Loading />
      ) : !person ? (
        <p className="form-error" role="alert">
          {error ? config.loadError : config.notFound}
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
