import {
  type AdminGuest,
  GUEST_GROUP_UNKNOWN,
  GUEST_HAS_ROOM,
  GUEST_MENU_UNKNOWN,
  GUEST_NOT_FOUND,
  GUEST_NAME_MISSING,
  type GuestInput,
} from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { newLoginToken } from '../../auth/login-token.js';
import { TokenService } from '../../auth/token.service.js';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { qrCodePng } from '../../common/qr-code.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { GuestGroup } from '../guest-groups/index.js';
import { Menu } from '../menus/index.js';
import { RoomAssignment } from '../rooms/index.js';
import { OPEN_RSVP, rsvpStates } from '../rsvp/index.js';
import { GuestDeletionHooks } from './guest-deletion-hooks.js';
import { Guest } from './guest.entity.js';
import { byPersonName } from '../../common/german-sort.js';

@Injectable()
export class GuestsService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deletionHooks: GuestDeletionHooks,
  ) {}

  findOrFail(id: number): Promise<Guest> {
    return this.em.findOneOrFail(Guest, { id }, orNotFound(GUEST_NOT_FOUND));
  }

  /**
   * Every field, whether the guest has a room, the RSVP status and companion (menu and allergies
   * are the guest record's, which the RSVP writes too), the login token and a signed QR-code link.
   */
  private async toAdminView(admin: AuthUser, guests: Guest[]): Promise<AdminGuest[]> {
    const ids = guests.map((g) => g.id);
    const withRoom = new Set((await this.em.find(RoomAssignment, { guest: { $in: ids } })).map((a) => a.guest.id));
    const rsvp = await rsvpStates(this.em, ids);
    return guests.map((guest) => ({
      id: guest.id,
      first_name: guest.first_name,
      last_name: guest.last_name,
      email: guest.email ?? null,
      phone: guest.phone ?? null,
      mobile: guest.mobile ?? null,
      address: guest.address ?? null,
      menu_id: guest.menu?.id ?? null,
      allergies: guest.allergies,
      special_requests: guest.special_requests ?? null,
      guest_type: guest.guest_type,
      side: guest.side ?? null,
      group_id: guest.group?.id ?? null,
      admin_notes: guest.admin_notes ?? null,
      companion_allowed: guest.companion_allowed,
      has_room: withRoom.has(guest.id),
      rsvp_status: (rsvp.get(guest.id) ?? OPEN_RSVP).status,
      companion: (rsvp.get(guest.id) ?? OPEN_RSVP).companion,
      login_token: guest.login_token,
      login_url: this.loginUrl(guest),
      qr_code_url: this.tokens.signedUrl(admin, `/api/guest-qrcode/${guest.id}`),
    }));
  }

  async listForAdmin(admin: AuthUser): Promise<AdminGuest[]> {
    const guests = (await this.em.find(Guest, {})).sort(byPersonName);
    return this.toAdminView(admin, guests);
  }

  async create(admin: AuthUser, input: GuestInput): Promise<AdminGuest> {
    const guest = this.em.create(Guest, { first_name: '', last_name: '', allergies: [], guest_type: 'Apéro', companion_allowed: false });
    await this.apply(guest, input);
    await this.em.flush();
    return (await this.toAdminView(admin, [guest]))[0];
  }

  async update(admin: AuthUser, id: number, input: GuestInput): Promise<AdminGuest> {
    const guest = await this.findOrFail(id);
    await this.apply(guest, input);
    await this.em.flush();
    return (await this.toAdminView(admin, [guest]))[0];
  }

  /** The guest and their personal data everywhere (GuestDeletionHooks: photos and their files, messages' personal fields), in one transaction. */
  async remove(id: number): Promise<void> {
    await this.findOrFail(id);
    await this.em.transactional(async (em) => {
      await this.deletionHooks.run(em, [id]);
      em.remove(await em.findOneOrFail(Guest, { id }, orNotFound(GUEST_NOT_FOUND)));
    });
  }

  /** A new secret invalidates the old QR code and ends the sessions opened with it. */
  async regenerateToken(admin: AuthUser, id: number): Promise<AdminGuest> {
    const guest = await this.findOrFail(id);
    guest.login_token = newLoginToken();
    guest.session_version += 1; // ends the sessions opened with the old link
    await this.em.flush();
    return (await this.toAdminView(admin, [guest]))[0];
  }

  /** Checks the references, then assigns: fields left out keep their value, null clears. */
  private async apply(guest: Guest, input: GuestInput): Promise<void> {
    const { menu_id, group_id, ...fields } = input;
    if (menu_id != null && !(await this.em.count(Menu, { id: menu_id }))) throw new BadRequestException(GUEST_MENU_UNKNOWN);
    if (group_id != null && !(await this.em.count(GuestGroup, { id: group_id }))) throw new BadRequestException(GUEST_GROUP_UNKNOWN);
    // Accommodation is for Inner Circle guests; a guest with a room cannot silently lose it.
    const leavesInnerCircle = fields.guest_type !== undefined && fields.guest_type !== guest.guest_type && fields.guest_type !== 'Inner Circle';
    if (leavesInnerCircle && guest.id && (await this.em.count(RoomAssignment, { guest: guest.id }))) {
      throw new ConflictException(GUEST_HAS_ROOM);
    }
    // A body leaving both names out keeps the stored ones: the guest as saved must have one.
    if (!(fields.first_name ?? guest.first_name) && !(fields.last_name ?? guest.last_name)) throw new BadRequestException(GUEST_NAME_MISSING);
    this.em.assign(guest, { ...fields, menu: menu_id, group: group_id }, UPDATE);
  }

  loginUrl(guest: Guest): string {
    return `${this.config.publicUrl}/guest-login?token=${guest.login_token}`;
  }

  async qrCode(id: number): Promise<Buffer> {
    return qrCodePng(this.loginUrl(await this.findOrFail(id)));
  }
}
