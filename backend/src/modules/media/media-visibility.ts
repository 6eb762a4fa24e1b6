import { Injectable } from '@nestjs/common';
import { CachedReads } from '../../database/data-changes.js';
import { MediaQueries, SHARING_TABLES } from './media.queries.js';

/** What the rule needs to know of a medium: its row's own columns. */
export interface VisibilityFacts {
  id: number;
  hidden: boolean;
  /** Waiting for approval (venue link): no guest sees it. */
  pending: boolean;
  uploader_guest_id: number | null;
}

/** Whether one guest may see a medium. */
export type GuestVisibility = (medium: VisibilityFacts) => boolean;

/**
 * Who may see a medium, one rule for lists, category counts, single reads, image addresses and
 * downloads: a guest sees a medium that is not hidden and either is in no photo group, or is in a
 * photo group they belong to, or was uploaded by them.
 *
 * What the rule needs beyond the medium's row is kept until it changes: which media are in a
 * photo group (one set for everyone) and which of those are shared with the guest (one set per
 * guest). Neither changes when photos are uploaded or their files made, so in a rush of uploads
 * no guest reads anything again for it (a query per guest and new photo kept the embedded
 * database busy for seconds).
 */
@Injectable()
export class MediaVisibility {
  constructor(
    private readonly reads: CachedReads,
    private readonly queries: MediaQueries,
  ) {}

  async forGuest(guestId: number): Promise<GuestVisibility> {
    const [grouped, shared] = await Promise.all([this.inPhotoGroups(), this.sharedWith(guestId)]);
    return (medium) => !medium.hidden && !medium.pending && (medium.uploader_guest_id === guestId || !grouped.has(medium.id) || shared.has(medium.id));
  }

  /** The media in the photo groups this guest belongs to. */
  sharedWith(guestId: number): Promise<ReadonlySet<number>> {
    return this.reads.get(`media shared with ${guestId}`, SHARING_TABLES, () => this.queries.mediaSharedWith(guestId));
  }

  private inPhotoGroups(): Promise<ReadonlySet<number>> {
    return this.reads.get('media in photo groups', SHARING_TABLES, () => this.queries.mediaInPhotoGroups());
  }
}
