import { apiClient } from '@hochzeit/shared-ui';

/** Guest calls carry the guest token. */
export const guestApi = apiClient('guest');
