import {
  type AdminDeletionRequest,
  type AdminRemovalRequest,
  PRIVACY_MESSAGES,
  type RemovalDecisionInput,
} from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { ConflictException, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { orNotFound } from '../../common/persistence.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { EmailComposer } from '../email/index.js';
import { fullName, GuestsService } from '../guests/index.js';
import { MediaPersonalData } from '../media/index.js';
import { DeletionRequest, RemovalRequest } from './privacy.entity.js';
import { privacyMailJob } from './privacy.jobs.js';

const requestReply = (request: DeletionRequest): AdminDeletionRequest => ({
  id: request.id,
  guest_id: request.guest.id,
  guest_name: fullName(request.guest.first_name, request.guest.last_name),
  requested_at: request.requested_at,
  note: request.note ?? null,
  state: request.state,
  decided_at: request.decided_at ?? null,
  reply: request.reply ?? null,
});

/** The couple's side of the guests' requests: deletions to confirm or decline, photos to remove or keep. */
@Injectable()
export class PrivacyAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly guests: GuestsService,
    private readonly media: MediaPersonalData,
    private readonly composer: EmailComposer,
  ) {}

  async deletionRequests(): Promise<AdminDeletionRequest[]> {
    const requests = await this.em.fork().find(DeletionRequest, {}, { populate: ['guest'], orderBy: { state: 'desc', requested_at: 'asc', id: 'asc' } });
    return requests.map(requestReply);
  }

  private async openRequest(em: EntityManager, id: number): Promise<DeletionRequest> {
    const request = await em.findOneOrFail(DeletionRequest, { id }, { populate: ['guest'], ...orNotFound(PRIVACY_MESSAGES.deletionRequestNotFound) });
    if (request.state !== 'open') throw new ConflictException(PRIVACY_MESSAGES.deletionRequestDecided);
    return request;
  }

  /**
   * The guest is deleted everywhere (GuestsService.remove with the erasure hooks); the guest is
   * told by e-mail when they have an address (the notice is the last use of it: the job's data
   * leaves the queue with the job).
   */
  async confirm(id: number): Promise<void> {
    const em = this.em.fork();
    const request = await this.openRequest(em, id);
    const { guest } = request;
    await this.guests.remove(guest.id);
    const address = guest.email;
    if (!address) return;
    const { from, settings } = await this.composer.context();
    const name = fullName(guest.first_name, guest.last_name);
    const notice = this.em.fork();
    runAfterCommit(notice, privacyMailJob, {
      to: { name, address },
      subject: `${settings.couple_names}: Ihre Daten wurden gelöscht`,
      text: [
        `Guten Tag ${name}`,
        `Ihr Antrag auf Löschung wurde bestätigt. Ihre Daten im Hochzeitsportal von ${settings.couple_names} (Gästeeintrag, Antworten, Fotos, Nachrichten und Anmeldungen) sind gelöscht; Ihr persönlicher Link gilt nicht mehr.`,
        `Freundliche Grüsse\n${from.name}`,
      ].join('\n\n'),
    });
    await notice.flush();
  }

  async decline(id: number, reply: string | null | undefined): Promise<AdminDeletionRequest> {
    const em = this.em.fork();
    const request = await this.openRequest(em, id);
    Object.assign(request, { state: 'declined', decided_at: new Date(), reply: reply ?? null });
    // The guest reads the answer on 'Meine Daten', and by e-mail when they have an address.
    const address = request.guest.email;
    if (address) {
      const { from, settings } = await this.composer.context();
      const name = fullName(request.guest.first_name, request.guest.last_name);
      runAfterCommit(em, privacyMailJob, {
        to: { name, address },
        subject: `${settings.couple_names}: Ihr Antrag auf Löschung`,
        text: [
          `Guten Tag ${name}`,
          `${settings.couple_names} haben Ihren Antrag auf Löschung Ihrer Daten nicht bestätigt.${reply ? ` Ihre Antwort: ${reply}` : ''}`,
          'Unter „Meine Daten“ im Hochzeitsportal sehen Sie, was gespeichert ist, und können den Antrag erneut stellen.',
          `Freundliche Grüsse\n${from.name}`,
        ].join('\n\n'),
      });
    }
    await em.flush();
    return requestReply(request);
  }

  async removalRequests(admin: AuthUser): Promise<AdminRemovalRequest[]> {
    const requests = await this.em.fork().find(RemovalRequest, {}, { populate: ['media', 'requested_by_guest'], orderBy: { requested_at: 'asc' } });
    return requests.map((request) => ({
      media_id: request.media.id,
      original_name: request.media.original_name,
      uploader_name: request.media.uploader_name ?? null,
      requested_by_name: request.requested_by_guest ? fullName(request.requested_by_guest.first_name, request.requested_by_guest.last_name) : null,
      requested_at: request.requested_at,
      note: request.note ?? null,
      thumb_url: this.media.thumbnailUrl(admin, request.media.id),
    }));
  }

  /** 'remove': the photo and its files go; 'keep': it is shown again as before the request. */
  async decide(mediaId: number, { decision }: RemovalDecisionInput): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const request = await em.findOneOrFail(RemovalRequest, { media: mediaId }, { populate: ['media'], ...orNotFound(PRIVACY_MESSAGES.removalRequestNotFound) });
      if (decision === 'remove') {
        this.media.remove(em, [request.media]);
      } else {
        request.media.hidden = request.was_hidden;
        em.remove(request);
      }
    });
  }
}
