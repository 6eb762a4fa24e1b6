import { defineEntity, p } from '@mikro-orm/core';

/** The one row (id 1) of the venue link and the couple's photo choices (issue 38). */
export const VENUE_SETTINGS_ID = 1;

/**
 * The venue link's token (null: switched off; a new one ends the old at once) and the couple's
 * choices: 'automatisch freigeben', names with the photos, 'Erst nach der Feier zeigen'.
 */
const VenueSettingsSchema = defineEntity({
  name: 'VenueSettings',
  tableName: 'venue_upload_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    token: p.string().length(64).nullable().unique(),
    token_created_at: p.datetime().nullable(),
    auto_approve: p.boolean().default(false),
    show_uploader_names: p.boolean().default(true),
    gallery_closed_until: p.datetime().nullable(),
  },
});

export class VenueSettings extends VenueSettingsSchema.class {}
VenueSettingsSchema.setClass(VenueSettings);
