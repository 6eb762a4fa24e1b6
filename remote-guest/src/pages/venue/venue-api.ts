/** Every call the venue page makes (public: the venue token in the address, no sign-in). */
import type { VenueInfo, VenueUploadedPhoto } from '@hochzeit/contracts';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN, TUS_VENUE_TOKEN_HEADER } from '@hochzeit/contracts/media-constants';
import { createApi, queryOptions, unwrap } from '@hochzeit/shared-ui';
import { uploadResumable } from '../../lib/upload/resumable';

/** 'Ihr Name' and the phone's id, remembered on this phone. */
export const VENUE_NAME_KEY = 'venue_uploader_name';
export const VENUE_DEVICE_KEY = 'venue_device_id';

/** The page's facts for a venue token; 404 {msg} for a renewed, switched-off or unknown link. */
export const venueInfoQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/venue/{token}', token],
    queryFn: ({ signal }): Promise<VenueInfo> => unwrap(createApi(null).GET('/api/venue/{token}', { params: { path: { token } }, signal })),
    retry: false,
  });

/**
 * This phone's id for the per-phone limits: random, kept in localStorage. crypto.randomUUID needs
 * a secure context; random bytes work on any page.
 */
export function deviceId(): string {
  const known = localStorage.getItem(VENUE_DEVICE_KEY);
  if (known && DEVICE_ID_PATTERN.test(known)) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  localStorage.setItem(VENUE_DEVICE_KEY, id);
  return id;
}

/** How a venue photo travels: resumable (tus). Tests replace it (jsdom has no tus server). */
export const venueTransfers = { resumable: uploadResumable };

/** One photo from the venue page, resumable, with the uploader's name; answers what the server stored. */
export function uploadVenuePhoto(token: string, file: File, uploaderName: string, onProgress: (percent: number) => void): Promise<VenueUploadedPhoto> {
  const device = deviceId();
  return venueTransfers.resumable<VenueUploadedPhoto>({
    file,
    uploaderName,
    onProgress,
    owner: `venue-${token}-${device}`,
    headers: () => ({ [TUS_VENUE_TOKEN_HEADER]: token, [DEVICE_ID_HEADER]: device }),
  });
}
