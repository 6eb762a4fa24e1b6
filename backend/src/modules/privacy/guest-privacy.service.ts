import {
  type GuestDeletionRequest,
  type GuestPhotosDeleteInput,
  type GuestPrivacyReply,
  GUEST_NOT_FOUND,
  type PhotoConsentStatus,
  PRIVACY_MESSAGES,
} from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { TokenService } from '../../auth/token.service.js';
import { orNotFound } from '../../common/persistence.js';
import { Guest } from '../guests/index.js';
import { Media, MediaPersonalData } from '../media/index.js';
import { GuestSessions, type SessionUse } from './guest-sessions.js';
import { DeletionRequest, GuestSession, RemovalRequest } from './privacy.entity.js';
import { answerOf, guestRecord, messagesOf } from './privacy.queries.js';
import { RetentionService } from './retention.service.js';

/** The browser asking: its session token (to mark it 'current') and User-Agent. */
export type Asker = Pick<SessionUse, 'token' | 'userAgent'>;

const deletionReply = (request: DeletionRequest | null): GuestDeletionRequest | null =>
  request && { requested_at: request.requested_at, note: request.note ?? null, state: request.state, decided_at: request.decided_at ?? null, reply: request.reply ?? null };

/** 'Meine Daten' (issue 42): what is stored about the signed-in guest, and what they can do with it. */
@Injectable()
export class GuestPrivacyService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: GuestSessions,
    private readonly media: MediaPersonalData,
    private readonly retention: RetentionService,
    private readonly tokens: TokenService,
  ) {}

  private guest(em: EntityManager, id: number): Promise<Guest> {
    return em.findOneOrFail(Guest, { id }, orNotFound(GUEST_NOT_FOUND));
  }

  /** The guest's own photos, newest first. */
  ownPhotos(em: EntityManager, guestId: number): Promise<Media[]> {
    return em.find(Media, { uploader_guest: guestId }, { orderBy: { uploaded_at: 'desc', id: 'desc' } });
  }

  async overview(user: AuthUser, asker?: Asker): Promise<GuestPrivacyReply> {
    const current = asker?.token ? await this.sessions.touch({ guestId: user.id, version: user.ver, ...asker }, true) : undefined;
    const em = this.em.fork();
    const record = await guestRecord(em, user.id);
    if (!record) throw new NotFoundException(GUEST_NOT_FOUND);
    const [answer, photos, messages, sessions, request, retention] = await Promise.all([
      answerOf(em, user.id),
      this.ownPhotos(em, user.id),
      messagesOf(em, user.id),
      this.sessions.list(em, user.id, record.session_version),
      em.findOne(DeletionRequest, { guest: user.id }),
      this.retention.info(em),
    ]);
    return {
      guest: record,
      answer,
      photos: photos.map((photo) => ({
        id: photo.id,
        original_name: photo.original_name,
        description: photo.description ?? null,
        uploaded_at: photo.uploaded_at,
        thumb_url: this.media.thumbnailUrl(user, photo.id),
      })),
      wall_hidden: record.wall_hidden,
      photo_consent_at: record.photo_consent_at,
      messages,
      sessions: sessions.map((session) => ({
        id: session.id,
        browser: session.browser,
        signed_in_at: session.signed_in_at,
        last_used_at: session.last_used_at,
        current: session.token_hash === current,
      })),
      deletion_request: deletionReply(request),
      retention,
    };
  }

  async setWallHidden(user: AuthUser, hidden: boolean): Promise<{ hidden: boolean }> {
    const em = this.em.fork();
    const guest = await this.guest(em, user.id);
    guest.wall_hidden = hidden;
    await em.flush();
    return { hidden };
  }

  /** All own photos, or the chosen ones (each must be the guest's own: otherwise nothing is deleted). */
  async deletePhotos(user: AuthUser, input: GuestPhotosDeleteInput): Promise<{ deleted: number }> {
    return this.em.fork().transactional(async (em) => {
      const own = await this.ownPhotos(em, user.id);
      let chosen = own;
      if (!input.all) {
        const byId = new Map(own.map((photo) => [photo.id, photo]));
        const ids = [...new Set(input.media_ids ?? [])];
        const missing = ids.filter((id) => !byId.has(id));
        if (missing.length) {
          const exists = await em.count(Media, { id: { $in: missing } });
          if (exists) throw new ForbiddenException(PRIVACY_MESSAGES.photoNotYours);
          throw new NotFoundException(PRIVACY_MESSAGES.photoNotFound);
        }
        chosen = ids.map((id) => byId.get(id)!);
      }
      this.media.remove(em, chosen);
      await em.flush();
      return { deleted: chosen.length };
    });
  }

  /**
   * Ends every session of the guest, as 'Neuer Link' does (the version is raised; the personal
   * link stays valid), and gives the asking browser a fresh session.
   */
  async signOutEverywhere(user: AuthUser, asker: Pick<SessionUse, 'userAgent'>): Promise<{ access_token: string }> {
    const version = await this.em.fork().transactional(async (em) => {
      const guest = await this.guest(em, user.id);
      guest.session_version += 1;
      await em.nativeDelete(GuestSession, { guest: user.id });
      await em.flush();
      return guest.session_version;
    });
    this.sessions.forget();
    const token = this.tokens.issueSessionToken(user.id, 'guest', version);
    await this.sessions.touch({ guestId: user.id, version, token, userAgent: asker.userAgent }, true);
    return { access_token: token };
  }

  /** The consent is withdrawn: the guest's allergies and their companion's leave with it. */
  async withdrawAllergyConsent(user: AuthUser): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const guest = await this.guest(em, user.id);
      guest.allergies = [];
      guest.allergy_consent_at = null;
      await em.getConnection().execute(`update rsvp_answer set companion_allergies = '[]'::jsonb where guest_id = ?`, [user.id], 'run', em.getTransactionContext());
      await em.flush();
    });
  }

  async requestDeletion(user: AuthUser, note: string | null | undefined): Promise<GuestDeletionRequest> {
    const em = this.em.fork();
    const existing = await em.findOne(DeletionRequest, { guest: user.id });
    if (existing?.state === 'open') throw new ConflictException(PRIVACY_MESSAGES.deletionRequestExists);
    // A declined request is asked again: it becomes open with the new note.
    const request = existing ?? em.create(DeletionRequest, { guest: user.id, requested_at: new Date(), state: 'open' });
    Object.assign(request, { requested_at: new Date(), note: note ?? null, state: 'open', decided_at: null, reply: null });
    await em.flush();
    return deletionReply(request)!;
  }

  async withdrawDeletionRequest(user: AuthUser): Promise<void> {
    const removed = await this.em.fork().nativeDelete(DeletionRequest, { guest: user.id, state: 'open' });
    if (!removed) throw new NotFoundException(PRIVACY_MESSAGES.deletionRequestNotFound);
  }

  async photoConsent(user: AuthUser, confirm = false): Promise<PhotoConsentStatus> {
    const em = this.em.fork();
    const guest = await this.guest(em, user.id);
    if (confirm && !guest.photo_consent_at) {
      guest.photo_consent_at = new Date();
      await em.flush();
    }
    return { required: await this.retention.requirePhotoConsent(em), confirmed_at: guest.photo_consent_at ?? null, text: PRIVACY_MESSAGES.photoConsentLabel };
  }

  /** Refuses an upload while the couple requires the confirmation and the guest has not given it. */
  async assertMayUpload(guestId: number): Promise<void> {
    const em = this.em.fork();
    if (!(await this.retention.requirePhotoConsent(em))) return;
    const guest = await this.guest(em, guestId);
    if (!guest.photo_consent_at) throw new ForbiddenException(PRIVACY_MESSAGES.photoConsentRequired);
  }

  /** 'Entfernen lassen': a photo the guest can see is hidden until the couple decides (asking twice changes nothing). */
  async requestRemoval(user: AuthUser, mediaId: number, note: string | null | undefined): Promise<void> {
    const em = this.em.fork();
    const existing = await em.findOne(RemovalRequest, { media: mediaId });
    if (existing) return;
    if (!(await this.media.visibleTo(user.id, mediaId))) throw new NotFoundException(PRIVACY_MESSAGES.photoNotFound);
    await em.transactional(async (tx) => {
      const medium = await tx.findOneOrFail(Media, { id: mediaId }, orNotFound(PRIVACY_MESSAGES.photoNotFound));
      tx.create(RemovalRequest, { media: medium, requested_by_guest: user.id, requested_at: new Date(), note: note ?? null, was_hidden: medium.hidden });
      medium.hidden = true;
    });
  }
}
