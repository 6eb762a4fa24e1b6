import { apiClient } from '@hochzeit/shared-ui';

/** Guest calls carry the guest token (spec core §6). */
export const guestApi = apiClient('guest');
/** The ticker is read without a credential (spec core §7). */
export const publicApi = apiClient(null);

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
