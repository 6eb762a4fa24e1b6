import { directionsPageQuery, eventSettingsQuery, Loading, useDocumentTitle, useQuery, useSession } from '@hochzeit/shared-ui';
import { DirectionsView } from '@hochzeit/shared-ui/toolkit';
import { GUEST_PAGE_LOAD_FAILED } from '@hochzeit/contracts/guest-page-constants';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { useGuestText } from '../../lib/guest-text';
import { useGuestTitle } from '../../lib/guest-title';

/** 'Anfahrt & Öffentliche Verkehrsmittel', for guests and service providers alike: the venue from the settings, the couple's text and links. */
export function AnfahrtPage() {
  // A provider reaches it as 'Anfahrt & Parken' from their own area, and goes back there.
  const provider = useSession((s) => s.userType === 'service_provider');
  return provider ? <ProviderDirections /> : <GuestDirections />;
}

function GuestDirections() {
  useGuestTitle('Anfahrt');
  return <Directions title="Anfahrt & Öffentliche Verkehrsmittel" />;
}

function ProviderDirections() {
  useDocumentTitle('Anfahrt & Parken', 'Dienstleister-Bereich');
  return <Directions title="Anfahrt & Parken" />;
}

function Directions({ title }: { title: string }) {
  const { message } = useGuestText();
  const { data: event } = useQuery(eventSettingsQuery());
  const { data: page, isError: failed } = useQuery(directionsPageQuery());

  return (
    <main className="page guest-page">
      {failed ? (
        <p className="form-error" role="alert">{message(GUEST_PAGE_LOAD_FAILED)}</p>
      ) : !page ? (
        <Loading />
      ) : (
        <DirectionsView page={page} venue={event} title={title} />
      )}
      <BackLink />
    </main>
  );
}
