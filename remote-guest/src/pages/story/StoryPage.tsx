import { useEffect, useState } from 'react';
import type { GuestStoryJson } from '@hochzeit/contracts';
import { ApiError, createApi, Loading, unwrap } from '@hochzeit/shared-ui';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { StoryBlocks } from './StoryBlocks';
import './story.css';
import { STORY_NOT_AVAILABLE } from '@hochzeit/contracts/story-constants';
import { useGuestTitle } from '../../lib/guest-title';

const api = createApi('guest');

/** The couple's story, as published in the story editor. */
export function StoryPage() {
  useGuestTitle('Unsere Geschichte');
  const [story, setStory] = useState<GuestStoryJson | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    unwrap(api.GET('/api/story/guest')).then(setStory, (e) =>
      setError(
        e instanceof ApiError && e.status === 404
          ? STORY_NOT_AVAILABLE
          : 'Fehler beim Laden der Story. Bitte versuchen Sie es später erneut.',
      ),
    );
  }, []);

  return (
    <main className="page guest-page story">
      {error ? (
        <p className="card" role="alert">{error}</p>
      ) : !story ? (
        <Loading />
      ) : (
        <article>
          <h1>{story.title}</h1>
          <div className="ornament" aria-hidden="true">❦</div>
          {story.blocks.length === 0 ? <p className="empty-state">Die Story wird noch geschrieben...</p> : <StoryBlocks blocks={story.blocks} />}
        </article>
      )}
      <BackLink />
    </main>
  );
}
