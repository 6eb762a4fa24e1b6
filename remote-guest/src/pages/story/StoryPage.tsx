import { ApiError, guestStoryQuery, Loading, useQuery } from '@hochzeit/shared-ui';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { StoryBlocks } from './StoryBlocks';
import './story.css';
import { STORY_NOT_AVAILABLE } from '@hochzeit/contracts/story-constants';
import { useGuestText } from '../../lib/guest-text';
import { useGuestTitle } from '../../lib/guest-title';

/** The couple's story, as published in the story editor. */
export function StoryPage() {
  useGuestTitle('Unsere Geschichte');
  const { text } = useGuestText();
  const { data: story, error: failure } = useQuery(guestStoryQuery());
  const error = !failure
    ? null
    : failure instanceof ApiError && failure.status === 404
      ? STORY_NOT_AVAILABLE
      : text('storyLoadFailed');

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
