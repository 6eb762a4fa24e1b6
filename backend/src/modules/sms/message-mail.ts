import { rsvpMenuLabel, type SmsBatchKind } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { type AnsweredRsvp, EmailComposer, type MailContext, type MailGuest, type MailRequest, type OutgoingMail } from '../email/index.js';
import { Guest } from '../guests/index.js';
import { RsvpAnswer, RsvpSettings } from '../rsvp/index.js';

/** The e-mail a message row stands for: what the composer needs besides the guest. */
export type MailKind = 'invitation' | 'rsvp_confirmation' | 'rsvp_reminder' | 'message';

/** Batches of these kinds are composed per guest by the e-mail module; every other kind is the admin's free text. */
export function mailKindOf(kind: SmsBatchKind): MailKind {
  return kind === 'invitation' || kind === 'rsvp_confirmation' || kind === 'rsvp_reminder' ? kind : 'message';
}

/** A menu as the guest chose it, named as everywhere else (rsvpMenuLabel: its class, else its type). */
const menuLabel = (menu: { type: string; class: string } | null | undefined) => (menu ? rsvpMenuLabel(menu) : null);

/** Thrown when a composed e-mail cannot be written (its guest or answer is gone): the message fails with this text. */
export class MailNotComposable extends Error {}

/**
 * Builds the e-mail of one stored message: the free text as stored (subject and body), or the
 * composed invitation, confirmation or reminder for its guest. The address is always the stored
 * one, so the e-mail goes where the history says it went.
 */
@Injectable()
export class MessageMail {
  constructor(
    private readonly em: EntityManager,
    private readonly composer: EmailComposer,
  ) {}

  context(): Promise<MailContext> {
    return this.composer.context();
  }

  async build(
    kind: MailKind,
    message: { to: string; subject: string | null; body: string; guest_id: number | null; guest_name: string | null },
    context?: MailContext,
    /** The message's guest when the caller has read it already (null: deleted); undefined: read here. */
    known?: Guest | null,
  ): Promise<OutgoingMail> {
    const em = this.em.fork();
    const guest = known !== undefined ? known : message.guest_id ? await em.findOne(Guest, message.guest_id) : null;
    if (!guest && kind !== 'message') throw new MailNotComposable('Gast gelöscht');
    const recipient: MailGuest = guest
      ? { id: guest.id, first_name: guest.first_name, last_name: guest.last_name, email: message.to, login_token: guest.login_token }
      : { id: 0, first_name: message.guest_name ?? '', last_name: '', email: message.to, login_token: '' };
    return this.composer.compose(await this.request(em, kind, recipient, message), context);
  }

  private async request(em: EntityManager, kind: MailKind, guest: MailGuest, message: { subject: string | null; body: string }): Promise<MailRequest> {
    switch (kind) {
      case 'invitation':
        return { kind, guest };
      case 'rsvp_confirmation': {
        const answer = await this.answerOf(em, guest.id);
        if (!answer) throw new MailNotComposable('Antwort nicht mehr vorhanden');
        return { kind, guest, answer };
      }
      case 'rsvp_reminder': {
        const deadline = (await em.findOne(RsvpSettings, 1))?.deadline as string | Date | null | undefined;
        // Reminders count down to the deadline: without one there is nothing to remind of.
        if (!deadline) throw new MailNotComposable('Keine Antwortfrist gesetzt');
        return { kind, guest, deadline: deadline instanceof Date ? deadline.toISOString().slice(0, 10) : String(deadline).slice(0, 10) };
      }
      case 'message':
        return { kind, guest, subject: message.subject ?? '', text: message.body };
    }
  }

  /** The guest's answer as the confirmation lists it: menu and allergies from the guest record (the truth), the companion from the answer. */
  private async answerOf(em: EntityManager, guestId: number): Promise<AnsweredRsvp | null> {
    const answer = await em.findOne(RsvpAnswer, { guest: guestId }, { populate: ['guest.menu', 'companion_menu'] });
    if (!answer) return null;
    const guest = answer.guest as unknown as Guest;
    return {
      attending: answer.attending,
      menu: menuLabel(guest.menu),
      allergies: guest.allergies,
      companion: answer.companion_name ? { name: answer.companion_name, menu: menuLabel(answer.companion_menu), allergies: answer.companion_allergies } : null,
      song_wish: answer.song_wish ?? null,
      message: answer.message ?? null,
    };
  }
}
