import { apiClient } from '@hochzeit/shared-ui';

/** Guest calls carry the guest token. */
export const guestApi = apiClient('guest');

export interface GroupReply {
  id: number | null;
  name: string | null;
  members: Array<{ id: number; first_name: string; last_name: string; guest_type: string; special_requests: string | null }>;
}


export interface GuestMenu {
  id: number;
  type: string;
  class: string;
  description: Record<string, string>;
  allergens: string[];
}
