import { EntityManager } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import { orNotFound } from '../../common/persistence.js';
import type { AcceptedUpload } from '../../common/upload/upload-policy.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { deleteFilesJob } from '../../storage/delete-files.job.js';
import { FileStorage, StoredFileMissingError } from '../../storage/file-storage.js';
import { PendingFileRecords } from '../../storage/pending-files.js';
import { ServiceProvider } from '../service-providers/index.js';
import { ProviderDocument } from './provider-document.entity.js';

@Injectable()
export class ProviderDocumentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly pendingFiles: PendingFileRecords,
  ) {}

  private async provider(id: number): Promise<ServiceProvider> {
    return this.em.findOneOrFail(ServiceProvider, { id }, orNotFound('Dienstleister nicht gefunden'));
  }

  async list(providerId: number) {
    await this.provider(providerId);
    const documents = await this.em.find(ProviderDocument, { service_provider: providerId }, { orderBy: { uploaded_at: 'desc', id: 'desc' } });
    return documents.map(({ id, document_name, content_type, size, uploaded_at }) => ({ id, document_name, content_type, size, uploaded_at }));
  }

  /**
   * Keeps an uploaded temp file (its type already checked by content under the documents policy)
   * as a document: moved into storage (recorded as pending first, see pending-files.ts), then
   * recorded. If recording fails (or the process dies meanwhile), the stored file is removed
   * again: never a file without a record, never a record without a file.
   */
  async add(providerId: number, upload: AcceptedUpload) {
    const provider = await this.provider(providerId);
    const key = this.storage.newKey(`provider-documents/${provider.id}`, upload.extension);
    const pending = await this.pendingFiles.expect([key]);
    try {
      await this.storage.adoptAt(upload.path, key);
      const document = this.em.create(ProviderDocument, {
        service_provider: provider,
        document_name: upload.name,
        content_type: upload.contentType,
        size: upload.size,
        storage_key: key,
      });
      await this.pendingFiles.record(this.em, pending);
      const { id, document_name, content_type, size, uploaded_at } = document;
      return { id, document_name, content_type, size, uploaded_at };
    } catch (error) {
      await this.pendingFiles.discard(pending);
      throw error;
    }
  }

  async find(providerId: number, documentId: number): Promise<ProviderDocument> {
    return this.em.findOneOrFail(ProviderDocument, { id: documentId, service_provider: providerId }, orNotFound('Dokument nicht gefunden'));
  }

  /** Opens the file before anything is sent, so a missing file is a clean 404, not a broken download. */
  async open(document: ProviderDocument) {
    return this.storage.open(document.storage_key).catch((error: unknown) => {
      throw error instanceof StoredFileMissingError ? new NotFoundException('Die Datei dieses Dokuments fehlt') : error;
    });
  }

  /** The record and the order to delete its file commit together; the job queue deletes the file (with retries). */
  async remove(providerId: number, documentId: number): Promise<void> {
    const document = await this.find(providerId, documentId);
    this.em.remove(document);
    runAfterCommit(this.em, deleteFilesJob, { keys: [document.storage_key] });
    await this.em.flush();
  }
}
