import { apiClient } from '@hochzeit/shared-ui';

/** Guest calls carry the guest token (spec core §6). */
export const guestApi = apiClient('guest');
