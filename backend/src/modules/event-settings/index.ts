/** The event settings' public surface: the settings record and the service that reads it (time zone, cover, currency, the contact for the day). */
export { EventSettings } from './event-settings.entity.js';
export { EventSettingsService } from './event-settings.service.js';
