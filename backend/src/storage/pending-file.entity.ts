import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

/**
 * Files about to be written whose rows are not committed yet (see pending-files.ts): committed
 * before the first byte is stored, deleted in the transaction that records the files. A record
 * that outlives its process names files no row refers to.
 */
const PendingFileSchema = defineEntity({
  name: 'PendingFile',
  tableName: 'pending_file',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** Every storage key the files may have been written under. */
    files: p.json<string[]>(),
    /** The process writing them (DataChanges.instance). */
    owner: p.string().length(64),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export class PendingFile extends PendingFileSchema.class {}
PendingFileSchema.setClass(PendingFile);
