/** The media module's public surface: its entities and the services other modules use (privacy, uploads' checks). */
export { Media } from './media.entity.js';
export { MediaCategory, PhotoCategory } from './photo-category.entity.js';
export { MediaPhotoGroup, PhotoGroup, PhotoGroupGuest } from './photo-group.entity.js';
export { VenueSettings } from './venue-settings.entity.js';
export { MediaPersonalData } from './media-personal-data.js';
export { UploadChecks, type GuestUploadCheck } from './upload-checks.js';
