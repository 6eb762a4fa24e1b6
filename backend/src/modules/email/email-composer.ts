import {
  type AddressedText,
  EMAIL_ANSWER_LABELS,
  EMAIL_CALENDAR_FILE_NAME,
  EMAIL_QR_FILE_NAME,
  EMAIL_TEXTS,
  type EventSettings,
  germanCalendarDate,
  type GuestAddress,
} from '@hochzeit/contracts';
import { EntityManager, RequestContext } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { formatGermanDate, formatGermanTime } from '../../common/german-time.js';
import { qrCodePng } from '../../common/qr-code.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { runInRequestContext } from '../../database/request-context.js';
import { EventSettingsService } from '../event-settings/index.js';
import { TimelineCalendar } from '../timeline/index.js';
import { EmailUnsubscribes } from './email-unsubscribes.js';
import type { MailAttachment, OutgoingMail } from './outgoing-mail.js';

/** The guest an e-mail is for (a Guest entity fits); `email` is where it goes. */
export interface MailGuest {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  login_token: string;
}

/** What a guest answered, for the confirmation (labels, not ids: the caller knows its menus). */
export interface AnsweredRsvp {
  attending: boolean;
  menu: string | null;
  allergies: string[];
  companion: { name: string; menu: string | null; allergies: string[] } | null;
  song_wish: string | null;
  message: string | null;
}

export type MailRequest =
  | { kind: 'invitation'; guest: MailGuest }
  | { kind: 'rsvp_confirmation'; guest: MailGuest; answer: AnsweredRsvp }
  /** `deadline`: the RSVP deadline's calendar day, 'YYYY-MM-DD'. */
  | { kind: 'rsvp_reminder'; guest: MailGuest; deadline: string }
  /** Free text from the messages tool (already personalised); its lines become paragraphs. */
  | { kind: 'message'; guest: MailGuest; subject: string; text: string };

/** What every mail of one send shares; read once per send with `context()`. */
export interface MailContext {
  settings: EventSettings;
  from: { name: string; address: string };
}

const QR_CID = 'qr-anmeldung@hochzeitsportal';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** One block of the mail, written once for both parts. */
type Block =
  | { type: 'p'; text: string }
  | { type: 'link'; url: string; label: string }
  | { type: 'qr' }
  | { type: 'list'; rows: [string, string][] };

function textPart(blocks: Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'p':
          return block.text;
        case 'link':
          return block.url;
        case 'qr':
          return '';
        case 'list':
          return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
      }
    })
    .filter(Boolean)
    .join('\n\n');
}

function htmlPart(blocks: Block[], title: string): string {
  const body = blocks
    .map((block) => {
      switch (block.type) {
        case 'p':
          return `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
        case 'link':
          return `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;background:#8a5a44;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a><br><span style="font-size:13px;color:#555">${escapeHtml(block.url)}</span></p>`;
        case 'qr':
          return `<p><img src="cid:${QR_CID}" width="180" height="180" alt="QR-Code"></p>`;
        case 'list':
          return `<table role="presentation" style="border-collapse:collapse">${block.rows
            .map(([label, value]) => `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`)
            .join('')}</table>`;
      }
    })
    .join('\n');
  return `<!doctype html>\n<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>\n<body style="font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#222;max-width:560px;margin:0 auto;padding:16px">\n${body}\n</body></html>\n`;
}

/**
 * Builds the portal's e-mails in German, HTML and plain text, in the form of address the couple
 * chose ('Sie' or 'ihr'), signed with the couple's names: the invitation (personal sign-in link,
 * its QR code inline, the guest's day plan as .ics), the RSVP confirmation, the reminder and the
 * messages tool's free text. Every mail carries one-click unsubscribe headers (RFC 8058) and a link.
 */
@Injectable()
export class EmailComposer {
  constructor(
    private readonly settings: EventSettingsService,
    private readonly calendar: TimelineCalendar,
    private readonly unsubscribes: EmailUnsubscribes,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Jobs compose outside a request: the services read through the ORM's context, so open one. */
  private inContext<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.currentRequestContext() ? work() : runInRequestContext(this.em, work);
  }

  context(): Promise<MailContext> {
    return this.inContext(async () => {
      const [settings, from] = await Promise.all([this.settings.get(), this.settings.emailSender()]);
      return { settings, from };
    });
  }

  loginUrl(guest: Pick<MailGuest, 'login_token'>): string {
    return `${this.config.publicUrl}/guest-login?token=${guest.login_token}`;
  }

  compose(request: MailRequest, context?: MailContext): Promise<OutgoingMail> {
    return this.inContext(() => this.build(request, context));
  }

  private async build(request: MailRequest, context?: MailContext): Promise<OutgoingMail> {
    const { settings, from } = context ?? (await this.context());
    const address: GuestAddress = settings.guest_address;
    const t = (text: AddressedText, values: Record<string, string> = {}) => fill(text[address], values);
    const guest = request.guest;
    const couple = settings.couple_names;
    const link = this.loginUrl(guest);
    const unsubscribeUrl = this.unsubscribes.url(guest.email);
    const name = address === 'sie' ? `${guest.first_name} ${guest.last_name}`.trim() : guest.first_name.trim() || guest.last_name.trim();
    const greeting: Block = { type: 'p', text: `${t(EMAIL_TEXTS.greeting, { name })},` };
    const linkBlock: Block = { type: 'link', url: link, label: 'Zum Hochzeitsportal' };
    const attachments: MailAttachment[] = [];
    let subject: string;
    let blocks: Block[];

    switch (request.kind) {
      case 'invitation': {
        const date = `${formatGermanDate(settings.starts_at, settings.time_zone)} um ${formatGermanTime(settings.starts_at, settings.time_zone)} Uhr`;
        const venue = [settings.venue_name, settings.venue_address].map((part) => part.trim()).filter(Boolean).join(', ');
        subject = t(EMAIL_TEXTS.invitationSubject, { couple });
        blocks = [
          greeting,
          { type: 'p', text: t(EMAIL_TEXTS.invitationIntro, { date }) },
          ...(venue ? [{ type: 'p', text: t(EMAIL_TEXTS.invitationVenue, { venue }) } as Block] : []),
          { type: 'p', text: t(EMAIL_TEXTS.linkIntro) },
          linkBlock,
          { type: 'p', text: t(EMAIL_TEXTS.qrHint) },
          { type: 'qr' },
          { type: 'p', text: t(EMAIL_TEXTS.linkPersonal) },
        ];
        attachments.push({ filename: EMAIL_QR_FILE_NAME, content: await qrCodePng(link), contentType: 'image/png', cid: QR_CID });
        // The day plan as a plain attachment (not nodemailer's icalEvent, which would add it twice); none while it is empty.
        const dayPlan = await this.calendar.forGuest(guest.id);
        if (dayPlan.includes('BEGIN:VEVENT')) {
          blocks.push({ type: 'p', text: t(EMAIL_TEXTS.icsHint) });
          attachments.push({ filename: EMAIL_CALENDAR_FILE_NAME, content: dayPlan, contentType: 'text/calendar; charset=utf-8' });
        }
        break;
      }
      case 'rsvp_confirmation': {
        const { answer } = request;
        const L = EMAIL_ANSWER_LABELS;
        const list = (items: string[]) => (items.length ? items.join(', ') : L.none);
        const rows: [string, string][] = [[L.attending, answer.attending ? L.attendingYes : L.attendingNo]];
        if (answer.attending) {
          rows.push([L.menu, answer.menu ?? L.none], [L.allergies, list(answer.allergies)]);
          if (answer.companion) {
            rows.push([L.companion, answer.companion.name], [L.companionMenu, answer.companion.menu ?? L.none], [L.companionAllergies, list(answer.companion.allergies)]);
          }
          if (answer.song_wish) rows.push([L.songWish, answer.song_wish]);
        }
        if (answer.message) rows.push([L.message, answer.message]);
        subject = t(EMAIL_TEXTS.confirmationSubject, { couple });
        blocks = [greeting, { type: 'p', text: t(EMAIL_TEXTS.confirmationIntro) }, { type: 'list', rows }, { type: 'p', text: t(EMAIL_TEXTS.confirmationChange) }, linkBlock];
        break;
      }
      case 'rsvp_reminder': {
        const deadline = germanCalendarDate(request.deadline);
        subject = t(EMAIL_TEXTS.reminderSubject, { deadline });
        blocks = [greeting, { type: 'p', text: t(EMAIL_TEXTS.reminderIntro, { deadline }) }, linkBlock, { type: 'p', text: t(EMAIL_TEXTS.linkPersonal) }];
        break;
      }
      case 'message': {
        subject = request.subject;
        blocks = request.text
          .split(/\r?\n\s*\r?\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .map((text) => ({ type: 'p', text }));
        break;
      }
    }
    const closing: Block[] = request.kind === 'message' ? [] : [{ type: 'p', text: t(EMAIL_TEXTS.signature, { couple }) }];
    const footerText = t(EMAIL_TEXTS.unsubscribeText, { url: unsubscribeUrl });
    const text = `${textPart([...blocks, ...closing])}\n\n-- \n${footerText}\n`;
    const html = htmlPart([...blocks, ...closing], subject).replace(
      '\n</body>',
      `\n<hr style="border:none;border-top:1px solid #ddd;margin-top:24px"><p style="font-size:13px;color:#555"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t(EMAIL_TEXTS.unsubscribeLink))}</a></p>\n</body>`,
    );
    return {
      from,
      to: { name: `${guest.first_name} ${guest.last_name}`.trim(), address: guest.email },
      subject,
      text,
      html,
      attachments,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
}

