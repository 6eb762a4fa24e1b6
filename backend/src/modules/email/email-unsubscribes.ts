import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_UNSUBSCRIBE_PATH } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EmailUnsubscribe } from './email-unsubscribe.entity.js';

const normalise = (address: string) => address.trim().toLowerCase();
const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * The addresses that asked for no more e-mail. An unsubscribe link names its address and carries
 * an HMAC of it made with the portal's secret, so nobody can unsubscribe an address they did not
 * receive mail at, and no list of tokens needs storing: `<base64url address>.<base64url HMAC>`.
 */
@Injectable()
export class EmailUnsubscribes {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private mac(address: string): Buffer {
    return createHmac('sha256', this.config.jwtSecret).update(`email-unsubscribe\n${address}`).digest();
  }

  token(address: string): string {
    const normalised = normalise(address);
    return `${b64(normalised)}.${b64(this.mac(normalised))}`;
  }

  /** `<PUBLIC_URL>/api/email/unsubscribe/<token>`: the List-Unsubscribe target and the body's link. */
  url(address: string): string {
    return `${this.config.publicUrl}${EMAIL_UNSUBSCRIBE_PATH}/${this.token(address)}`;
  }

  /** The address a token was made for; null for a forged, altered or malformed one. */
  addressOf(token: string): string | null {
    const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const address = Buffer.from(match[1], 'base64url').toString('utf8');
    if (address !== normalise(address) || !address.includes('@')) return null;
    // Compared as text: base64url's last character has spare bits, so decoding would take variants.
    const given = Buffer.from(match[2]);
    const expected = Buffer.from(b64(this.mac(address)));
    return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
  }

  /** Puts the address on the list; again is the same (idempotent). */
  async unsubscribe(address: string): Promise<void> {
    const em = this.em.fork();
    await em.upsert(EmailUnsubscribe, { address: normalise(address), created_at: new Date() }, { onConflictAction: 'ignore', onConflictFields: ['address'] });
  }

  async isUnsubscribed(address: string): Promise<boolean> {
    return (await this.em.fork().count(EmailUnsubscribe, { address: normalise(address) })) > 0;
  }

  /** Every unsubscribed address (lower case): a send reads it once and skips them. */
  async unsubscribedAddresses(): Promise<Set<string>> {
    const rows = await this.em.fork().find(EmailUnsubscribe, {}, { fields: ['address'] });
    return new Set(rows.map((row) => row.address));
  }

  /** The list with dates, newest first (admin). */
  async list(): Promise<{ address: string; created_at: Date }[]> {
    const rows = await this.em.fork().find(EmailUnsubscribe, {}, { orderBy: { created_at: 'desc', address: 'asc' } });
    return rows.map(({ address, created_at }) => ({ address, created_at }));
  }
}
