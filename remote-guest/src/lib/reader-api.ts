import { createApi, useSession } from '@hochzeit/shared-ui';
import { useMemo } from 'react';

/**
 * The info pages (directions, castle video, weather) are read by guests and service providers
 * alike: calls carry the token of whoever is signed in.
 */
export function useReaderApi() {
  const userType = useSession((s) => s.userType);
  return useMemo(() => createApi(userType === 'service_provider' ? 'service_provider' : 'guest'), [userType]);
}
