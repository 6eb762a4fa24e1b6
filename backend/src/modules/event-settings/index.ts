/** The event settings' public surface: the settings record and the service that reads it (time zone, cover). */
export { EventSettings } from './event-settings.entity.js';
export { EventSettingsService } from './event-settings.service.js';
