import { useState } from 'react';
import { castlePageQuery, castleVideoQuery, Loading, useQuery } from '@hochzeit/shared-ui';
import { CastleView } from '@hochzeit/shared-ui/toolkit';
import { GUEST_PAGE_LOAD_FAILED } from '@hochzeit/contracts/guest-page-constants';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { useGuestText } from '../../lib/guest-text';
import { useGuestTitle } from '../../lib/guest-title';

/** The castle video: autoplay, loop, muted. Its URL is signed, since <video> sends no Authorization header. */
function CastleVideo() {
  const { data: url } = useQuery({ ...castleVideoQuery(), select: (reply) => reply.url });
  const [missing, setMissing] = useState(false);
  if (!url || missing) return null;
  return <video className="castle-video" src={url} autoPlay loop muted playsInline aria-label="Video vom Veranstaltungsort" onError={() => setMissing(true)} style={{ width: '100%', borderRadius: 10 }} />;
}

/** The castle page as the couple wrote it (title, text, photos), with the castle video. */
export function SchlossPage() {
  const { data: page, isError: failed } = useQuery(castlePageQuery());
  useGuestTitle(page?.title || 'Schloss');
  const { message } = useGuestText();

  return (
    <main className="page guest-page">
      {failed ? (
        <p className="form-error" role="alert">{message(GUEST_PAGE_LOAD_FAILED)}</p>
      ) : !page ? (
        <Loading />
      ) : (
        <CastleView page={page} video={<CastleVideo />} />
      )}
      <BackLink />
    </main>
  );
}
