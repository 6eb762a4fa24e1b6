import type { DemoDataRemoval } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { SessionVersions } from '../../auth/session-versions.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { deleteFilesJob } from '../../storage/delete-files.job.js';
import { deleteDemoRows } from './demo-data.queries.js';

/** 'Demodaten entfernen': the demo wedding goes, the couple's own data, the admins and the event settings stay. */
@Injectable()
export class DemoDataService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionVersions,
  ) {}

  async remove(): Promise<DemoDataRemoval> {
    const removal = await this.em.transactional(async (em) => {
      const { removed, kept, fileKeys } = await deleteDemoRows(em);
      // Recorded in this transaction, carried out by the job queue after the commit.
      if (fileKeys.length > 0) runAfterCommit(em, deleteFilesJob, { keys: fileKeys });
      return { removed, kept };
    });
    // Removed guests and providers were deleted by SQL, past the entity events: their sessions end now.
    if (removal.removed.guests > 0) this.sessions.changed('guest');
    if (removal.removed.service_providers > 0) this.sessions.changed('service_provider');
    return removal;
  }
}
