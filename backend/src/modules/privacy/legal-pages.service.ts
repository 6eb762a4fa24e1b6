import { type AdminLegalPage as AdminLegalPageReply, LEGAL_PAGE_TITLES, type LegalPage as LegalPageReply, type LegalPageKind } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { formatGermanDate } from '../../common/german-time.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EventSettingsService } from '../event-settings/index.js';
import { legalTemplate } from './legal-templates.js';
import { LegalPage } from './privacy.entity.js';
import { RetentionService } from './retention.service.js';

/** 'Datenschutz' and 'Impressum': the couple's text, or the template until they write one. */
@Injectable()
export class LegalPagesService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventSettingsService,
    private readonly retention: RetentionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async template(em: EntityManager, kind: LegalPageKind): Promise<string> {
    const [event, info] = await Promise.all([this.events.get(), this.retention.info(em)]);
    const retentionDate = info.delete_from ? formatGermanDate(new Date(`${info.delete_from}T12:00:00Z`), event.time_zone) : '[Datum]';
    return legalTemplate(kind, { couple: event.couple_names, retentionDate, siteUrl: this.config.publicUrl });
  }

  async page(kind: LegalPageKind, em: EntityManager = this.em.fork()): Promise<LegalPageReply> {
    const stored = await em.findOne(LegalPage, { kind });
    return { kind, title: LEGAL_PAGE_TITLES[kind], text: stored?.text ?? (await this.template(em, kind)), updated_at: stored?.updated_at ?? null };
  }

  async forAdmin(kind: LegalPageKind): Promise<AdminLegalPageReply> {
    const em = this.em.fork();
    return { ...(await this.page(kind, em)), template: await this.template(em, kind) };
  }

  /** null or empty: back to the template. */
  async update(kind: LegalPageKind, text: string | null | undefined): Promise<AdminLegalPageReply> {
    const em = this.em.fork();
    if (!text) await em.nativeDelete(LegalPage, { kind });
    else await em.upsert(LegalPage, { kind, text, updated_at: new Date() });
    return this.forAdmin(kind);
  }
}
