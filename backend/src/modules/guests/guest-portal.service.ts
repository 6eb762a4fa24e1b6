import { type GuestDashboard, type Menu as MenuReply, MENU_NOT_YOURS, type OwnGroup, type RoomInfo } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { RsvpService } from '../rsvp/index.js';
import { guestById, membersOf, menuById, roomOf } from './guest-portal.queries.js';

/** What a signed-in guest may read: only about themselves and their own group. */
@Injectable()
export class GuestPortalService {
  constructor(
    private readonly em: EntityManager,
    private readonly rsvp: RsvpService,
  ) {}

  async dashboard(guestId: number): Promise<GuestDashboard> {
    const [guest, rsvp] = await Promise.all([guestById(this.em, guestId), this.rsvp.dashboardCard(guestId)]);
    return {
      id: guest.id,
      first_name: guest.first_name,
      last_name: guest.last_name,
      guest_type: guest.guest_type,
      group_id: guest.group?.id ?? null,
      menu_id: guest.menu?.id ?? null,
      // Accommodation is shown to Inner Circle guests only.
      room_info: guest.guest_type === 'Inner Circle' ? await this.roomInfo(guest.id) : null,
      rsvp,
    };
  }

  private async roomInfo(guestId: number): Promise<RoomInfo | null> {
    const assignment = await roomOf(this.em, guestId);
    if (!assignment) return null;
    const { room } = assignment;
    const location = room.location;
    return {
      room_number: room.room_number,
      description: room.description ?? null,
      location_name: location.name,
      location_address: location.address ?? null,
    };
  }

  /** The guest's own group; a guest without a group sees just themselves. */
  async group(guestId: number): Promise<OwnGroup> {
    const guest = await guestById(this.em, guestId, ['group']);
    const members = guest.group ? await membersOf(this.em, guest.group.id) : [guest];
    return {
      id: guest.group?.id ?? null,
      name: guest.group?.name ?? null,
      members: members.map(({ id, first_name, last_name, guest_type, special_requests }) => ({
        id,
        first_name,
        last_name,
        guest_type,
        special_requests: special_requests ?? null,
      })),
    };
  }

  /** A guest may read only the menu chosen for them. */
  async menu(guestId: number, menuId: number): Promise<MenuReply> {
    const guest = await guestById(this.em, guestId);
    if (guest.menu?.id !== menuId) throw new ForbiddenException(MENU_NOT_YOURS);
    return menuById(this.em, menuId);
  }
}
