import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type EventSettings, galleryClosedUntil, VENUE_LINK_INVALID, venuePagePath, type VenueAdmin, type VenueSettingsInput } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { UPDATE } from '../../common/persistence.js';
import { formatGermanDate, formatGermanTime } from '../../common/german-time.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CachedReads, DataChanges } from '../../database/data-changes.js';
import { sqlRows } from '../../database/sql.js';
import { VENUE_SETTINGS_ID, VenueSettings } from './venue-settings.entity.js';

/** What the venue link and the couple's photo choices are now (the row, or its defaults without one). */
export interface VenueChoices {
  token: string | null;
  token_created_at: Date | null;
  auto_approve: boolean;
  show_uploader_names: boolean;
  gallery_closed_until: Date | null;
}

const DEFAULTS: VenueChoices = { token: null, token_created_at: null, auto_approve: false, show_uploader_names: true, gallery_closed_until: null };
const VENUE_TABLES = [VenueSettings];

/** The time the photo rules compare with; tests set it ('Erst nach der Feier zeigen'). */
@Injectable()
export class MediaClock {
  now: () => Date = () => new Date();
}

/**
 * The venue link (one token; a new one ends the old at once, none: switched off) and the couple's
 * choices for photos: 'automatisch freigeben', names with the photos, 'Erst nach der Feier zeigen'.
 * Read once for all requests until the row changes.
 */
@Injectable()
export class VenueSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: CachedReads,
    private readonly changes: DataChanges,
    private readonly clock: MediaClock,
    private readonly modules: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  choices(): Promise<VenueChoices> {
    return this.reads.get('venue settings', VENUE_TABLES, async () => {
      const [row] = await sqlRows<VenueChoices | undefined>(this.em, 'select token, token_created_at, auto_approve, show_uploader_names, gallery_closed_until from venue_upload_settings where id = ?', [VENUE_SETTINGS_ID]);
      if (!row) return DEFAULTS;
      const date = (value: Date | string | null) => (value === null ? null : new Date(value));
      return { ...row, token_created_at: date(row.token_created_at), gallery_closed_until: date(row.gallery_closed_until) };
    });
  }

  async admin(): Promise<VenueAdmin> {
    const [choices, [{ count }]] = await Promise.all([this.choices(), sqlRows<{ count: number }>(this.em, 'select count(*)::int as count from media where pending = true')]);
    return {
      link: choices.token && choices.token_created_at ? { token: choices.token, url: `${this.config.publicUrl}${venuePagePath(choices.token)}`, created_at: choices.token_created_at } : null,
      auto_approve: choices.auto_approve,
      show_uploader_names: choices.show_uploader_names,
      gallery_closed_until: choices.gallery_closed_until,
      pending_count: count,
    };
  }

  /** A new token: the old link is refused from this moment on. */
  async renewLink(): Promise<VenueAdmin> {
    await this.change({ token: randomBytes(18).toString('base64url'), token_created_at: this.clock.now() });
    return this.admin();
  }

  async switchOff(): Promise<VenueAdmin> {
    await this.change({ token: null, token_created_at: null });
    return this.admin();
  }

  async update(input: VenueSettingsInput): Promise<VenueAdmin> {
    const { auto_approve, show_uploader_names, gallery_closed_until } = input;
    await this.change({
      auto_approve,
      show_uploader_names,
      gallery_closed_until: gallery_closed_until === undefined ? undefined : gallery_closed_until === null ? null : new Date(gallery_closed_until),
    });
    return this.admin();
  }

  private async change(values: Partial<VenueChoices>): Promise<void> {
    const em = this.em.fork();
    const row = (await em.findOne(VenueSettings, { id: VENUE_SETTINGS_ID })) ?? em.create(VenueSettings, { id: VENUE_SETTINGS_ID, auto_approve: false, show_uploader_names: true });
    em.assign(row, values, UPDATE);
    await em.flush();
    // The reply reads the choices again: only once this change is known here (PostgreSQL notifies a moment later).
    await this.changes.settled();
  }

  /** The choices, once `token` is the venue link's current token; otherwise 404 with VENUE_LINK_INVALID. */
  async checkToken(token: string): Promise<VenueChoices> {
    const choices = await this.choices();
    if (!choices.token || !sameText(choices.token, token)) throw new NotFoundException(VENUE_LINK_INVALID);
    return choices;
  }

  /** Until when the guests' gallery is closed; null when it is open now. */
  async galleryClosedUntil(): Promise<Date | null> {
    const { gallery_closed_until } = await this.choices();
    return gallery_closed_until && gallery_closed_until.getTime() > this.clock.now().getTime() ? gallery_closed_until : null;
  }

  /** 403 with 'Die Fotogalerie öffnet am …' while the gallery is closed. */
  async assertGalleryOpen(): Promise<void> {
    const until = await this.galleryClosedUntil();
    if (!until) return;
    const { time_zone } = await this.event();
    throw new ForbiddenException(galleryClosedUntil(`${formatGermanDate(until, time_zone)} um ${formatGermanTime(until, time_zone)} Uhr`));
  }

  /**
   * The wedding's settings (title, couple, time zone). Loaded when needed: the event settings import
   * the media module's image sizes, an import cycle if this file imported them.
   */
  async event(): Promise<EventSettings> {
    const { EventSettingsService } = await import('../event-settings/index.js');
    return this.modules.get(EventSettingsService, { strict: false }).get();
  }

  /** Whether names go with the photos in the gallery and on the wall. */
  async showsUploaderNames(): Promise<boolean> {
    return (await this.choices()).show_uploader_names;
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
