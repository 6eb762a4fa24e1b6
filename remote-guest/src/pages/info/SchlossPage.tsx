import { useEffect, useState } from 'react';
import { Loading, unwrap } from '@hochzeit/shared-ui';
import { BackLink } from '../../lib/BackLink';
import { useReaderApi } from '../../lib/reader-api';
import '../../lib/guest-page.css';
import { useGuestTitle } from '../../lib/guest-title';

/** The castle video: autoplay, loop, muted. Its URL is signed, since <video> sends no Authorization header. */
export function SchlossPage() {
  useGuestTitle('Schloss');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const api = useReaderApi();
  useEffect(() => {
    unwrap(api.GET('/api/video')).then((reply) => setUrl(reply.url), () => setFailed(true));
  }, [api]);

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
