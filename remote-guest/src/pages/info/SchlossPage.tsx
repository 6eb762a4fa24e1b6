import { castleVideoQuery, Loading, useQuery } from '@hochzeit/shared-ui';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { useGuestTitle } from '../../lib/guest-title';

/** The castle video: autoplay, loop, muted. Its URL is signed, since <video> sends no Authorization header. */
export function SchlossPage() {
  useGuestTitle('Schloss');
  const { data: url, isError: failed } = useQuery({ ...castleVideoQuery(), select: (reply) => reply.url });

  return (
    <main className="page guest-page">
      <h1>Schloss Wartensee</h1>
      {failed ? (
        <p className="form-error" role="alert">Das Video konnte nicht geladen werden.</p>
      ) : !url ? (
        <Loading />
      ) : (
        <video className="castle-video" src={url} autoPlay loop muted playsInline aria-label="Video von Schloss Wartensee" style={{ width: '100%', borderRadius: 10 }} />
      )}
      <BackLink />
    </main>
  );
}
