// Generated from the backend's OpenAPI document by tooling/openapi-types/generate.mjs. Do not edit.
export interface paths {
    "/api/admin/admin-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminAccounts_list"];
        put?: never;
        post: operations["AdminAccounts_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admin-users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["AdminAccounts_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backup-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Backup_settings"];
        put: operations["Backup_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Backup_overview"];
        put?: never;
        post: operations["Backup_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backups/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Backup_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/demo-data/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["DemoData_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/email-unsubscribes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Email_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/event-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EventSettings_getForAdmin"];
        put: operations["EventSettings_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/event-settings/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["EventSettings_replaceCover"];
        delete: operations["EventSettings_removeCover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Relations_listAssignments"];
        put?: never;
        post: operations["Relations_createAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-assignments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["Relations_removeAssignment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestGroups_list"];
        put?: never;
        post: operations["GuestGroups_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["GuestGroups_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-groups/{id}/add-guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["GuestGroups_addGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-groups/{id}/guests/{guestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["GuestGroups_removeGuest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestPages_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-pages/castle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["GuestPages_saveCastle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-pages/directions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["GuestPages_saveDirections"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-pages/dress-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["GuestPages_saveDressCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-pages/gallery-folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["GuestPages_saveGalleryFolders"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guest-pages/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["GuestPages_savePayment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestsAdmin_list"];
        put?: never;
        post: operations["GuestsAdmin_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["GuestsAdmin_update"];
        post?: never;
        delete: operations["GuestsAdmin_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guests/{id}/regenerate-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["GuestsAdmin_regenerateToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guests/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["GuestImport_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inner-circle-guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Rooms_innerCircleGuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kitchen-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminKitchen_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Locations_list"];
        put?: never;
        post: operations["Locations_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["Locations_update"];
        post?: never;
        delete: operations["Locations_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Menus_list"];
        put?: never;
        post: operations["Menus_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["Menus_update"];
        post?: never;
        delete: operations["Menus_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/relation-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Relations_listTypes"];
        put?: never;
        post: operations["Relations_createType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/relation-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["Relations_removeType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/room-assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Rooms_listAssignments"];
        put?: never;
        post: operations["Rooms_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/room-assignments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["Rooms_unassign"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Rooms_listRooms"];
        put?: never;
        post: operations["Rooms_createRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["Rooms_updateRoom"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminRsvp_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rsvp-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RsvpReminders_settings"];
        put: operations["RsvpReminders_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rsvp/{guestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AdminRsvp_answer"];
        post?: never;
        delete: operations["AdminRsvp_reset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rsvp/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminRsvp_settings"];
        put: operations["AdminRsvp_updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ServiceProvidersAdmin_list"];
        put?: never;
        post: operations["ServiceProvidersAdmin_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ServiceProvidersAdmin_get"];
        put: operations["ServiceProvidersAdmin_update"];
        post?: never;
        delete: operations["ServiceProvidersAdmin_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-providers/{id}/regenerate-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ServiceProvidersAdmin_regenerateToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-providers/{spId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderDocuments_list"];
        put?: never;
        post: operations["ProviderDocuments_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-providers/{spId}/documents/{docId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["ProviderDocuments_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-providers/{spId}/documents/{docId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderDocuments_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/revoke-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminAccounts_endAllAdminSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ticker-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Ticker_list"];
        put?: never;
        post: operations["Ticker_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ticker-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["Ticker_update"];
        post?: never;
        delete: operations["Ticker_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VideoAdmin_show"];
        put?: never;
        post: operations["VideoAdmin_replace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Wishlist_forAdmin"];
        put?: never;
        post: operations["Wishlist_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/guest-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_guestLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AdminAccounts_changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/service-provider-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_serviceProviderLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Email_page"];
        put?: never;
        post: operations["Email_oneClick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/unsubscribe/{token}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Email_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EventSettings_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event-settings/cover/{id}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EventSettings_cover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/guest-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Exports_guestList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/invitation-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Exports_invitationCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/kitchen-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["KitchenExport_kitchenList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/room-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Exports_roomList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Exports_rsvpList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/service-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Exports_serviceProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Exports_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Exports_timeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest-qrcode/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestsAdmin_qrCode[0]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/calendar-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TimelineCalendar_guestCalendarLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TimelineCalendar_guestCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestPortal_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestPortal_group"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/menu/{menuId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestPortal_menu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/pages/castle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestPages_castle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/pages/directions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestPages_directions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/pages/dress-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestPages_dressCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/pages/gallery-folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestPages_galleryFolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/pages/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestPages_payment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/qrcode/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestsAdmin_qrCode[1]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GuestRsvp_get"];
        put: operations["GuestRsvp_answer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Wishlist_forGuest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Health_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["MediaAdmin_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaDownloads_adminDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/download-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaDownloads_adminDownloadLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaAdmin_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/media/{id}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaAdmin_categories"];
        put?: never;
        post: operations["MediaAdmin_setCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/media/{id}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaAdmin_groups"];
        put?: never;
        post: operations["MediaAdmin_setGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/media/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["MediaAdmin_setHidden"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/photo-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PhotoCategories_list"];
        put?: never;
        post: operations["PhotoCategories_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/photo-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["PhotoCategories_rename"];
        post?: never;
        delete: operations["PhotoCategories_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/photo-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PhotoGroups_list"];
        put?: never;
        post: operations["PhotoGroups_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/photo-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["PhotoGroups_rename"];
        post?: never;
        delete: operations["PhotoGroups_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/photo-groups/{id}/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PhotoGroups_guests"];
        put?: never;
        post: operations["PhotoGroups_addGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/photo-groups/{id}/guests/{guestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["PhotoGroups_removeGuest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MediaAdmin_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/wall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaAdmin_wall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaDownloads_guestDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/download-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaDownloads_guestDownloadLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaGallery_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/guest/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MediaGallery_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/image/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaImages_image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/image/{id}/{signature}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaImages_signedImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/photo-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaGallery_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/thumbnail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaImages_thumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/thumbnail/{id}/{signature}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaImages_signedThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RemoteReleases_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-previews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RemoteReleases_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-previews/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RemoteReleases_resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RemoteReleases_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-provider/calendar-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TimelineCalendar_providerCalendarLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-provider/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TimelineCalendar_providerCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-provider/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderPortal_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-provider/kitchen-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderKitchen_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-provider/qrcode/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderPortal_qrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Sms_batches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Sms_batch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/guest-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Sms_guestNumbers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/messages/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Sms_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/opt-outs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Sms_optOuts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/opt-outs/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["Sms_removeOptOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Sms_outbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/preview-personalized": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Sms_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Sms_recipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/send-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Sms_sendInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/send-multiple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Sms_sendMultiple"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/send-timeline-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Sms_sendTimelineReminders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/send-to-guest-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Sms_sendToGuestTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/send-to-unanswered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Sms_sendToUnanswered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/twilio/incoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SmsTwilio_incoming"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/twilio/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SmsTwilio_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/story/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Story_get"];
        put: operations["Story_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/story/admin/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Story_addImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/story/admin/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Story_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/story/guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Story_forGuest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/story/images/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Story_image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeline/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Timeline_list"];
        put?: never;
        post: operations["Timeline_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeline/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["Timeline_update"];
        post?: never;
        delete: operations["Timeline_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeline/guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Timeline_forGuest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeline/service-provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Timeline_forServiceProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Video_url"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/video/Wartensee.mp4": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Video_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weather": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Weather_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** AccessTokenReply */
        AccessTokenReply: {
            access_token: string;
        };
        AddGuestToGroupInputDto: {
            guest_id: number;
        };
        /** AdminEventSettings */
        AdminEventSettings: {
            contact_name: string | null;
            contact_phone: string | null;
            couple_names: string;
            /** Cover */
            cover: {
                height: number;
                images: {
                    url: string;
                    width: number;
                }[];
                width: number;
            } | null;
            /** @enum {string} */
            currency: "CHF" | "EUR";
            email_from_address: string | null;
            email_from_name: string | null;
            email_sender: {
                address: string;
                name: string;
            };
            /** @enum {string} */
            guest_address: "sie" | "ihr";
            latitude: number | null;
            longitude: number | null;
            /** Format: date-time */
            starts_at: string;
            time_zone: string;
            title: string;
            venue_address: string;
            venue_name: string;
        };
        /** AdminGuest */
        AdminGuest: {
            address: string | null;
            admin_notes: string | null;
            allergies: string[];
            companion: {
                allergies: string[];
                menu_id: number | null;
                name: string;
            } | null;
            companion_allowed: boolean;
            email: string | null;
            first_name: string;
            group_id: number | null;
            /** @enum {string} */
            guest_type: "Apéro" | "Inner Circle";
            has_room: boolean;
            id: number;
            last_name: string;
            login_token: string;
            login_url: string;
            menu_id: number | null;
            mobile: string | null;
            phone: string | null;
            qr_code_url: string;
            /** @enum {string} */
            rsvp_status: "yes" | "no" | "open";
            /** @enum {string|null} */
            side: "Ehemann" | "Ehefrau" | "Beide" | null;
            special_requests: string | null;
        };
        AdminGuestList: {
            address: string | null;
            admin_notes: string | null;
            allergies: string[];
            companion: {
                allergies: string[];
                menu_id: number | null;
                name: string;
            } | null;
            companion_allowed: boolean;
            email: string | null;
            first_name: string;
            group_id: number | null;
            /** @enum {string} */
            guest_type: "Apéro" | "Inner Circle";
            has_room: boolean;
            id: number;
            last_name: string;
            login_token: string;
            login_url: string;
            menu_id: number | null;
            mobile: string | null;
            phone: string | null;
            qr_code_url: string;
            /** @enum {string} */
            rsvp_status: "yes" | "no" | "open";
            /** @enum {string|null} */
            side: "Ehemann" | "Ehefrau" | "Beide" | null;
            special_requests: string | null;
        }[];
        AdminRsvpInputDto: {
            allergies?: string[] | null;
            attending: boolean;
            companion_allergies?: string[] | null;
            companion_menu_id?: number | null;
            companion_name?: string | null;
            menu_id?: number | null;
            message?: string | null;
            song_wish?: string | null;
        };
        /** AdminRsvpReply */
        AdminRsvpReply: {
            groups: {
                id: number;
                name: string;
            }[];
            guests: {
                allergies: string[];
                /** RsvpAnswer */
                answer: {
                    allergies: string[];
                    /** Format: date-time */
                    answered_at: string;
                    /** @enum {string} */
                    answered_by: "guest" | "admin";
                    answered_by_name: string | null;
                    attending: boolean;
                    companion_allergies: string[];
                    companion_menu_id: number | null;
                    companion_name: string | null;
                    menu_id: number | null;
                    message: string | null;
                    song_wish: string | null;
                } | null;
                companion_allowed: boolean;
                first_name: string;
                group_id: number | null;
                group_name: string | null;
                guest_id: number;
                /** @enum {string} */
                guest_type: "Apéro" | "Inner Circle";
                last_name: string;
                menu_id: number | null;
                /** @enum {string} */
                status: "yes" | "no" | "open";
            }[];
            menus: {
                allergens: string[];
                choosable: boolean;
                class: string;
                /** MenuDescription */
                description: {
                    Gang1: string;
                    "Gang1 Beschreibung": string;
                    Gang2: string;
                    "Gang2 Beschreibung": string;
                    Gang3: string;
                    "Gang3 Beschreibung": string;
                };
                id: number;
                /** @enum {string} */
                type: "Menü 1" | "Menü 2" | "Menü 3";
            }[];
            /** RsvpSettings */
            settings: {
                ask_allergies: boolean;
                ask_menu: boolean;
                ask_message: boolean;
                ask_song_wish: boolean;
                deadline: string | null;
                open: boolean;
                time_zone: string;
            };
            /** RsvpSummary */
            summary: {
                allergies: {
                    allergies: string[];
                    companion: boolean;
                    guest_id: number;
                    name: string;
                }[];
                by_group: {
                    group_id: number | null;
                    group_name: string | null;
                    no: number;
                    open: number;
                    yes: number;
                }[];
                by_guest_type: {
                    /** @enum {string} */
                    guest_type: "Apéro" | "Inner Circle";
                    no: number;
                    open: number;
                    yes: number;
                }[];
                companions: number;
                menus: {
                    count: number;
                    label: string;
                    menu_id: number | null;
                }[];
                /** RsvpCounts */
                total: {
                    no: number;
                    open: number;
                    yes: number;
                };
            };
        };
        /** AdminRsvpRow */
        AdminRsvpRow: {
            allergies: string[];
            /** RsvpAnswer */
            answer: {
                allergies: string[];
                /** Format: date-time */
                answered_at: string;
                /** @enum {string} */
                answered_by: "guest" | "admin";
                answered_by_name: string | null;
                attending: boolean;
                companion_allergies: string[];
                companion_menu_id: number | null;
                companion_name: string | null;
                menu_id: number | null;
                message: string | null;
                song_wish: string | null;
            } | null;
            companion_allowed: boolean;
            first_name: string;
            group_id: number | null;
            group_name: string | null;
            guest_id: number;
            /** @enum {string} */
            guest_type: "Apéro" | "Inner Circle";
            last_name: string;
            menu_id: number | null;
            /** @enum {string} */
            status: "yes" | "no" | "open";
        };
        /** AdminUser */
        AdminUser: {
            /** Format: date-time */
            created_at: string;
            id: number;
            username: string;
        };
        AdminUserInputDto: {
            password: string;
            username: string;
        };
        AdminUserList: {
            /** Format: date-time */
            created_at: string;
            id: number;
            username: string;
        }[];
        /** BackupOverview */
        BackupOverview: {
            files: {
                /** Format: date-time */
                created_at: string;
                name: string;
                size_bytes: number;
            }[];
            runs: {
                error: string | null;
                file_name: string | null;
                /** Format: date-time */
                finished_at: string | null;
                id: number;
                /** @enum {string} */
                kind: "manual" | "scheduled";
                progress: number;
                size_bytes: number | null;
                /** Format: date-time */
                started_at: string;
                /** @enum {string} */
                state: "running" | "done" | "failed";
                /** @enum {string} */
                step: "waiting" | "database" | "files" | "finishing" | "done";
            }[];
        };
        /** BackupRun */
        BackupRun: {
            error: string | null;
            file_name: string | null;
            /** Format: date-time */
            finished_at: string | null;
            id: number;
            /** @enum {string} */
            kind: "manual" | "scheduled";
            progress: number;
            size_bytes: number | null;
            /** Format: date-time */
            started_at: string;
            /** @enum {string} */
            state: "running" | "done" | "failed";
            /** @enum {string} */
            step: "waiting" | "database" | "files" | "finishing" | "done";
        };
        /** BackupSettings */
        BackupSettings: {
            enabled: boolean;
            keep: number;
            /** Format: date-time */
            next_run_at: string | null;
            time: string;
        };
        BackupSettingsInputDto: {
            enabled: boolean;
            keep: number;
            time: string;
        };
        /** CastlePage */
        CastlePage: {
            images: string[];
            text: string;
            title: string;
        };
        CastlePageDto: {
            /** @default [] */
            images?: string[];
            /** @default  */
            text?: string;
            /** @default  */
            title?: string;
        };
        /** CastleVideo */
        CastleVideo: {
            content_type: string;
            size: number;
            /** Format: date-time */
            uploaded_at: string | null;
            url: string;
        };
        /** DemoDataRemoval */
        DemoDataRemoval: {
            kept: number;
            removed: {
                guest_assignments: number;
                guest_groups: number;
                guest_pages: number;
                guests: number;
                locations: number;
                menus: number;
                provider_documents: number;
                relation_types: number;
                room_assignments: number;
                rooms: number;
                service_providers: number;
                story: number;
                ticker_messages: number;
                timeline_events: number;
                wishlist: number;
            };
        };
        /** DirectionsPage */
        DirectionsPage: {
            links: {
                label: string;
                url: string;
            }[];
            text: string;
        };
        DirectionsPageDto: {
            /** @default [] */
            links?: {
                label: string;
                url: string;
            }[];
            /** @default  */
            text?: string;
        };
        /** DownloadLink */
        DownloadLink: {
            url: string;
        };
        /** DressCodePage */
        DressCodePage: {
            images: string[];
            text: string;
        };
        DressCodePageDto: {
            /** @default [] */
            images?: string[];
            /** @default  */
            text?: string;
        };
        EmailUnsubscribedList: {
            address: string;
            /** Format: date-time */
            created_at: string;
        }[];
        /** EmailUnsubscribeReply */
        EmailUnsubscribeReply: {
            address: string;
            msg: string;
        };
        /** EventSettings */
        EventSettings: {
            couple_names: string;
            /** Cover */
            cover: {
                height: number;
                images: {
                    url: string;
                    width: number;
                }[];
                width: number;
            } | null;
            /** @enum {string} */
            currency: "CHF" | "EUR";
            /** @enum {string} */
            guest_address: "sie" | "ihr";
            latitude: number | null;
            longitude: number | null;
            /** Format: date-time */
            starts_at: string;
            time_zone: string;
            title: string;
            venue_address: string;
            venue_name: string;
        };
        EventSettingsInputDto: {
            /** @description Kontaktperson am Hochzeitstag für die Dienstleister; leer: keine */
            contact_name?: string | null;
            /** @description Telefonnummer der Kontaktperson am Hochzeitstag */
            contact_phone?: string | null;
            /** @description Die Namen des Brautpaars, wie Gäste sie lesen („Mia & Jonas“); weggelassen: bleiben wie sie sind */
            couple_names?: string;
            /**
             * @description Währung der Wunschliste, der Preise und der Exporte; weggelassen: bleibt wie sie ist
             * @enum {string}
             */
            currency?: "CHF" | "EUR";
            /** @description Absenderadresse der E-Mails; leer: hochzeit@ der Host der Portal-Adresse; weggelassen: bleibt wie sie ist */
            email_from_address?: ("" | string) | null;
            /** @description Absendername der E-Mails; leer: die Namen des Brautpaars (oder „Hochzeitsportal“); weggelassen: bleibt wie er ist */
            email_from_name?: string | null;
            /**
             * @description Anrede der Gäste in allen Texten für Gäste: 'sie' (förmlich) oder 'ihr' (vertraut); weggelassen: bleibt wie sie ist
             * @enum {string}
             */
            guest_address?: "sie" | "ihr";
            /** @description Breitengrad des Veranstaltungsorts (Wetter, Kartenlink); null: keiner; weggelassen: bleibt wie er ist */
            latitude?: number | null;
            /** @description Längengrad des Veranstaltungsorts; null: keiner; weggelassen: bleibt wie er ist */
            longitude?: number | null;
            /** Format: date-time */
            starts_at: string;
            /** @description Zeitzone des Veranstaltungsorts (IANA), für Zeiten und Daten in SMS; weggelassen: bleibt wie sie ist */
            time_zone?: string;
            title: string;
            venue_address: string;
            venue_name: string;
        };
        ExportServiceProviderList: {
            company_name: string;
            event_count: number;
            id: number;
        }[];
        /** ExportStats */
        ExportStats: {
            apperoGuests: number;
            attendingGuests: number;
            companions: number;
            declinedGuests: number;
            innerCircleGuests: number;
            occupiedRooms: number;
            openGuests: number;
            timelineEvents: number;
            totalGuests: number;
            totalRooms: number;
        };
        /** GalleryFoldersPage */
        GalleryFoldersPage: {
            hochzeit: {
                date: string;
                name: string;
            };
            wartensee: {
                date: string;
                name: string;
            };
        };
        GalleryFoldersPageDto: {
            hochzeit: {
                /** @default  */
                date?: "" | string;
                name: string;
            };
            wartensee: {
                /** @default  */
                date?: "" | string;
                name: string;
            };
        };
        /** GuestAssignment */
        GuestAssignment: {
            guest_id: number;
            guest_name: string;
            id: number;
            relation_type: string;
            relation_type_id: number;
        };
        GuestAssignmentInputDto: {
            guest_id: number;
            relation_type_id: number;
        };
        GuestAssignmentList: {
            guest_id: number;
            guest_name: string;
            id: number;
            relation_type: string;
            relation_type_id: number;
        }[];
        /** GuestDashboard */
        GuestDashboard: {
            first_name: string;
            group_id: number | null;
            /** @enum {string} */
            guest_type: "Apéro" | "Inner Circle";
            id: number;
            last_name: string;
            menu_id: number | null;
            /** RoomInfo */
            room_info: {
                description: string | null;
                location_address: string | null;
                location_name: string;
                room_number: string;
            } | null;
            rsvp: {
                answered: boolean;
                deadline: string | null;
                open: boolean;
            };
        };
        /** GuestGroup */
        GuestGroup: {
            id: number;
            members: {
                first_name: string;
                /** @enum {string} */
                guest_type: "Apéro" | "Inner Circle";
                id: number;
                last_name: string;
            }[];
            name: string;
        };
        GuestGroupInputDto: {
            name: string;
        };
        GuestGroupList: {
            id: number;
            members: {
                first_name: string;
                /** @enum {string} */
                guest_type: "Apéro" | "Inner Circle";
                id: number;
                last_name: string;
            }[];
            name: string;
        }[];
        /** GuestImportReport */
        GuestImportReport: {
            counts: {
                duplicates: number;
                errors: number;
                groups_existing: number;
                groups_new: number;
                guests: number;
                rows: number;
                rows_with_errors: number;
            };
            dry_run: boolean;
            /** @enum {string} */
            duplicate_mode: "skip" | "import";
            duplicates: {
                existing_guest_id: number | null;
                first_name: string;
                last_name: string;
                /** @enum {string} */
                matched_by: "mobile" | "email";
                message: string;
                row: number;
                same_as_row: number | null;
            }[];
            errors: {
                /** @enum {string|null} */
                field: "first_name" | "last_name" | "family" | "guest_type" | "side" | "mobile" | "phone" | "email" | "address" | "allergies" | "special_requests" | "admin_notes" | null;
                message: string;
                row: number;
            }[];
            file: {
                /** @enum {string|null} */
                delimiter: ";" | "," | null;
                /** @enum {string|null} */
                encoding: "utf-8-bom" | "utf-8" | "windows-1252" | null;
                /** @enum {string} */
                kind: "csv" | "xlsx";
            };
            groups: {
                existing_group_id: number | null;
                members: number;
                name: string;
            }[];
            headers: string[];
            imported: {
                groups: number;
                guests: number;
            } | null;
            mapping: {
                address: number | null;
                admin_notes: number | null;
                allergies: number | null;
                email: number | null;
                family: number | null;
                first_name: number | null;
                guest_type: number | null;
                last_name: number | null;
                mobile: number | null;
                phone: number | null;
                side: number | null;
                special_requests: number | null;
            };
            mapping_suggested: boolean;
            preview: {
                cells: string[];
                row: number;
            }[];
        };
        GuestInputDto: {
            address?: string | null;
            admin_notes?: string | null;
            allergies?: string[] | null;
            companion_allowed?: boolean;
            email?: ("" | string) | null;
            first_name?: string | null;
            group_id?: number | null;
            /** @enum {string} */
            guest_type?: "Apéro" | "Inner Circle";
            last_name?: string | null;
            menu_id?: number | null;
            mobile?: string | null;
            phone?: string | null;
            side?: ("" | ("Ehemann" | "Ehefrau" | "Beide")) | null;
            special_requests?: string | null;
        };
        /** GuestPages */
        GuestPages: {
            /** CastlePage */
            castle: {
                images: string[];
                text: string;
                title: string;
            };
            /** DirectionsPage */
            directions: {
                links: {
                    label: string;
                    url: string;
                }[];
                text: string;
            };
            /** DressCodePage */
            "dress-code": {
                images: string[];
                text: string;
            };
            /** GalleryFoldersPage */
            "gallery-folders": {
                hochzeit: {
                    date: string;
                    name: string;
                };
                wartensee: {
                    date: string;
                    name: string;
                };
            };
            /** PaymentPage */
            payment: {
                account_holder: string;
                bank: string;
                iban: string;
                note: string;
            };
        };
        GuestRsvpInputDto: {
            answers: {
                allergies?: string[] | null;
                attending: boolean;
                companion_allergies?: string[] | null;
                companion_menu_id?: number | null;
                companion_name?: string | null;
                guest_id: number;
                menu_id?: number | null;
                message?: string | null;
                song_wish?: string | null;
            }[];
        };
        /** GuestRsvpReply */
        GuestRsvpReply: {
            members: {
                allergies: string[];
                /** RsvpAnswer */
                answer: {
                    allergies: string[];
                    /** Format: date-time */
                    answered_at: string;
                    /** @enum {string} */
                    answered_by: "guest" | "admin";
                    answered_by_name: string | null;
                    attending: boolean;
                    companion_allergies: string[];
                    companion_menu_id: number | null;
                    companion_name: string | null;
                    menu_id: number | null;
                    message: string | null;
                    song_wish: string | null;
                } | null;
                companion_allowed: boolean;
                first_name: string;
                guest_id: number;
                is_self: boolean;
                last_name: string;
                menu_id: number | null;
            }[];
            menus: {
                allergens: string[];
                choosable: boolean;
                class: string;
                /** MenuDescription */
                description: {
                    Gang1: string;
                    "Gang1 Beschreibung": string;
                    Gang2: string;
                    "Gang2 Beschreibung": string;
                    Gang3: string;
                    "Gang3 Beschreibung": string;
                };
                id: number;
                /** @enum {string} */
                type: "Menü 1" | "Menü 2" | "Menü 3";
            }[];
            /** RsvpSettings */
            settings: {
                ask_allergies: boolean;
                ask_menu: boolean;
                ask_message: boolean;
                ask_song_wish: boolean;
                deadline: string | null;
                open: boolean;
                time_zone: string;
            };
        };
        /** GuestStory */
        GuestStory: {
            blocks: ({
                content: {
                    /** @default 2 */
                    level?: number;
                    text: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "heading";
            } | {
                content: {
                    text: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "text";
            } | {
                content: {
                    /** @default  */
                    caption?: string;
                    imageUrl: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "image";
            } | {
                content: {
                    /** @default  */
                    author?: string;
                    quote: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "quote";
            } | {
                content: {
                    /** @default  */
                    date?: string;
                    /** @default  */
                    description?: string;
                    title: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "timeline";
            } | {
                content: {
                    /** @enum {string} */
                    style: "line" | "dots" | "ornament";
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "divider";
            } | {
                content: {
                    /** @default  */
                    description?: string;
                    linkText: string;
                    url: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "link";
            } | {
                content: {
                    columnCount: number;
                    columns: {
                        blocks: ({
                            content: {
                                /** @default 2 */
                                level?: number;
                                text: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            content: {
                                text: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "text";
                        } | {
                            content: {
                                /** @default  */
                                caption?: string;
                                imageUrl: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "image";
                        } | {
                            content: {
                                /** @default  */
                                description?: string;
                                linkText: string;
                                url: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "link";
                        })[];
                        /** @enum {string} */
                        id: "col-1" | "col-2" | "col-3" | "col-4";
                    }[];
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "columns";
            })[];
            title: string;
        };
        GuestTimelineEventList: {
            description: string;
            /** Format: date-time */
            end_time: string | null;
            event_color: string;
            id: number;
            location: string | null;
            /** Format: date-time */
            time: string;
            /** @enum {string} */
            timeline_type: "appero" | "inner_circle" | "organizer" | "service_provider";
            title: string;
        }[];
        /** HealthReply */
        HealthReply: {
            /** @enum {string} */
            db: "pglite" | "postgresql";
            /** @enum {string} */
            status: "ok";
        };
        InnerCircleGuestList: {
            first_name: string;
            has_room: boolean;
            id: number;
            last_name: string;
            /** @enum {string} */
            rsvp_status: "yes" | "no" | "open";
        }[];
        /** KitchenList */
        KitchenList: {
            allergies: {
                count: number;
                name: string;
                people: {
                    allergies: string[];
                    companion_of: string | null;
                    guest_id: number;
                    menu_label: string;
                    name: string;
                }[];
            }[];
            menus: {
                children: boolean;
                count: number;
                label: string;
                menu_id: number | null;
                people: {
                    allergies: string[];
                    companion_of: string | null;
                    guest_id: number;
                    menu_label: string;
                    name: string;
                }[];
                /** @enum {string|null} */
                type: "Menü 1" | "Menü 2" | "Menü 3" | null;
            }[];
            /** KitchenTotals */
            totals: {
                children: number;
                companions: number;
                declined: number;
                guests: number;
                open: number;
                people: number;
                with_allergies: number;
                without_menu: number;
            };
        };
        /** Location */
        Location: {
            address: string | null;
            id: number;
            name: string;
        };
        LocationInputDto: {
            address?: string | null;
            name: string;
        };
        LocationList: {
            address: string | null;
            id: number;
            name: string;
        }[];
        LoginInputDto: {
            password: string;
            username: string;
        };
        MediaCategoriesInputDto: {
            category_ids: number[];
            /** @default true */
            replace?: boolean;
        };
        MediaCategoryRefList: {
            id: number;
            name: string;
        }[];
        MediaGroupRefList: {
            id: number;
            name: string;
        }[];
        MediaGroupsInputDto: {
            group_ids: number[];
            /** @default true */
            replace?: boolean;
        };
        MediaHiddenInputDto: {
            hidden: boolean;
        };
        /** MediaItem */
        MediaItem: {
            categories: {
                id: number;
                name: string;
            }[];
            description: string | null;
            file_name: string;
            filename: string;
            /** @enum {string} */
            folder: "hochzeit" | "wartensee";
            height: number | null;
            hidden: boolean;
            id: number;
            is_own_upload: boolean;
            /** Format: date-time */
            taken_at: string | null;
            thumbnail_url: string;
            /** Format: date-time */
            uploaded_at: string;
            uploader_name: string | null;
            url: string;
            width: number | null;
        };
        MediaItemList: {
            categories: {
                id: number;
                name: string;
            }[];
            description: string | null;
            file_name: string;
            filename: string;
            /** @enum {string} */
            folder: "hochzeit" | "wartensee";
            height: number | null;
            hidden: boolean;
            id: number;
            is_own_upload: boolean;
            /** Format: date-time */
            taken_at: string | null;
            thumbnail_url: string;
            /** Format: date-time */
            uploaded_at: string;
            uploader_name: string | null;
            url: string;
            width: number | null;
        }[];
        /** Menu */
        Menu: {
            allergens: string[];
            choosable: boolean;
            class: string;
            /** MenuDescription */
            description: {
                Gang1: string;
                "Gang1 Beschreibung": string;
                Gang2: string;
                "Gang2 Beschreibung": string;
                Gang3: string;
                "Gang3 Beschreibung": string;
            };
            id: number;
            /** @enum {string} */
            type: "Menü 1" | "Menü 2" | "Menü 3";
        };
        MenuInputDto: {
            allergens?: string[];
            choosable?: boolean;
            class?: string | null;
            description?: {
                /** @default  */
                Gang1?: string;
                /** @default  */
                "Gang1 Beschreibung"?: string;
                /** @default  */
                Gang2?: string;
                /** @default  */
                "Gang2 Beschreibung"?: string;
                /** @default  */
                Gang3?: string;
                /** @default  */
                "Gang3 Beschreibung"?: string;
            };
            /** @enum {string} */
            type?: "Menü 1" | "Menü 2" | "Menü 3";
        };
        MenuList: {
            allergens: string[];
            choosable: boolean;
            class: string;
            /** MenuDescription */
            description: {
                Gang1: string;
                "Gang1 Beschreibung": string;
                Gang2: string;
                "Gang2 Beschreibung": string;
                Gang3: string;
                "Gang3 Beschreibung": string;
            };
            id: number;
            /** @enum {string} */
            type: "Menü 1" | "Menü 2" | "Menü 3";
        }[];
        /** OwnGroup */
        OwnGroup: {
            id: number | null;
            members: {
                first_name: string;
                /** @enum {string} */
                guest_type: "Apéro" | "Inner Circle";
                id: number;
                last_name: string;
                special_requests: string | null;
            }[];
            name: string | null;
        };
        PasswordChangeInputDto: {
            current_password: string;
            new_password: string;
        };
        /** PaymentPage */
        PaymentPage: {
            account_holder: string;
            bank: string;
            iban: string;
            note: string;
        };
        PaymentPageDto: {
            /** @default  */
            account_holder?: string;
            /** @default  */
            bank?: string;
            /** @default  */
            iban?: string;
            /** @default  */
            note?: string;
        };
        /** PhotoCategory */
        PhotoCategory: {
            id: number;
            media_count: number;
            name: string;
        };
        PhotoCategoryInputDto: {
            name: string;
        };
        PhotoCategoryList: {
            id: number;
            media_count: number;
            name: string;
        }[];
        /** PhotoGroup */
        PhotoGroup: {
            guest_ids: number[];
            id: number;
            media_count: number;
            name: string;
        };
        PhotoGroupGuestInputDto: {
            guest_id: number;
        };
        PhotoGroupGuestList: {
            first_name: string;
            id: number;
            last_name: string;
        }[];
        PhotoGroupInputDto: {
            name: string;
        };
        PhotoGroupList: {
            guest_ids: number[];
            id: number;
            media_count: number;
            name: string;
        }[];
        /** ProviderDashboard */
        ProviderDashboard: {
            /** @enum {string|null} */
            category: "Fotograf" | "Catering" | "Musik" | "Dekoration" | "Location" | "Transport" | "Zauberei" | "Feuershow" | "Sonstiges" | null;
            company_name: string;
            contact_name: string | null;
            day_contact: {
                name: string | null;
                phone: string | null;
            };
            email: string | null;
            mobile: string | null;
            phone: string | null;
        };
        /** ProviderDocument */
        ProviderDocument: {
            content_type: string;
            /** @description Der ursprüngliche Dateiname */
            document_name: string;
            id: number;
            /** @description Bytes */
            size: number;
            /** Format: date-time */
            uploaded_at: string;
        };
        ProviderDocumentList: {
            content_type: string;
            /** @description Der ursprüngliche Dateiname */
            document_name: string;
            id: number;
            /** @description Bytes */
            size: number;
            /** Format: date-time */
            uploaded_at: string;
        }[];
        ProviderTimelineEventList: {
            description: string;
            /** Format: date-time */
            end_time: string | null;
            event_color: string;
            id: number;
            location: string | null;
            responsible_person: string | null;
            /** Format: date-time */
            time: string;
            /** @enum {string} */
            timeline_type: "appero" | "inner_circle" | "organizer" | "service_provider";
            title: string;
        }[];
        /** RelationType */
        RelationType: {
            id: number;
            name: string;
        };
        RelationTypeInputDto: {
            name: string;
        };
        RelationTypeList: {
            id: number;
            name: string;
        }[];
        RemoteFailureReportDto: {
            fell_back_to: string | null;
            reason: string;
            /** @enum {string} */
            remote: "admin" | "guest" | "provider";
            version: string | null;
        };
        RemotePreviewInputDto: {
            /** @enum {string} */
            remote: "admin" | "guest" | "provider";
            version: string;
        };
        /** RemotePreviewLink */
        RemotePreviewLink: {
            /** Format: date-time */
            expires_at: string;
            /** @enum {string} */
            remote: "admin" | "guest" | "provider";
            token: string;
            url: string;
            version: string;
        };
        /** RemotePreviewRelease */
        RemotePreviewRelease: {
            integrity: {
                [key: string]: string;
            };
            manifest: string;
            /** @enum {string} */
            remote: "admin" | "guest" | "provider";
            version: string;
        };
        RemotePreviewResolveInputDto: {
            token: string;
        };
        RemoteReleaseOverviewList: {
            current: string | null;
            history: {
                /** @enum {string} */
                action: "promote" | "rollback";
                /** Format: date-time */
                at: string;
                by: string;
                checks: string[];
                from: string | null;
                to: string;
            }[];
            releases: {
                /** Format: date-time */
                built_at: string;
                version: string;
            }[];
            /** @enum {string} */
            remote: "admin" | "guest" | "provider";
        }[];
        /** Room */
        Room: {
            base_capacity: number;
            declined: number;
            description: string | null;
            has_crib: boolean;
            has_extra_bed: boolean;
            id: number;
            location_id: number;
            location_name: string;
            occupancy: number;
            room_number: string;
            total_capacity: number;
        };
        /** RoomAssignment */
        RoomAssignment: {
            guest_id: number;
            guest_name: string;
            id: number;
            location: string;
            room_id: number;
            room_number: string;
            /** @enum {string} */
            rsvp_status: "yes" | "no" | "open";
        };
        RoomAssignmentInputDto: {
            guest_id: number;
            room_id: number;
        };
        RoomAssignmentList: {
            guest_id: number;
            guest_name: string;
            id: number;
            location: string;
            room_id: number;
            room_number: string;
            /** @enum {string} */
            rsvp_status: "yes" | "no" | "open";
        }[];
        RoomInputDto: {
            base_capacity?: number;
            description?: string | null;
            has_crib?: boolean;
            has_extra_bed?: boolean;
            location_id: number;
            room_number: string;
        };
        RoomList: {
            base_capacity: number;
            declined: number;
            description: string | null;
            has_crib: boolean;
            has_extra_bed: boolean;
            id: number;
            location_id: number;
            location_name: string;
            occupancy: number;
            room_number: string;
            total_capacity: number;
        }[];
        /** RsvpReminderSettings */
        RsvpReminderSettings: {
            /** @enum {string} */
            channel_choice: "sms" | "email" | "email_else_sms";
            days_before: number[];
            deadline: string | null;
            enabled: boolean;
            steps: {
                batch_id: number | null;
                days_before: number;
                /** Format: date-time */
                due_at: string;
                due_date: string;
                messages: number;
                /** Format: date-time */
                sent_at: string | null;
                /** @enum {string} */
                state: "pending" | "sent" | "skipped";
            }[];
            time_zone: string;
        };
        RsvpReminderSettingsInputDto: {
            /**
             * @default email_else_sms
             * @enum {string}
             */
            channel_choice?: "sms" | "email" | "email_else_sms";
            days_before: number[];
            enabled: boolean;
        };
        /** RsvpSettings */
        RsvpSettings: {
            ask_allergies: boolean;
            ask_menu: boolean;
            ask_message: boolean;
            ask_song_wish: boolean;
            deadline: string | null;
            open: boolean;
            time_zone: string;
        };
        RsvpSettingsInputDto: {
            ask_allergies?: boolean;
            ask_menu?: boolean;
            ask_message?: boolean;
            ask_song_wish?: boolean;
            /** Format: date */
            deadline?: string | null;
        };
        /** ServiceProvider */
        ServiceProvider: {
            address: string | null;
            admin_notes: string | null;
            /** @enum {string|null} */
            category: "Fotograf" | "Catering" | "Musik" | "Dekoration" | "Location" | "Transport" | "Zauberei" | "Feuershow" | "Sonstiges" | null;
            company_name: string;
            contact_name: string | null;
            /** @description Minuten */
            duration: number | null;
            email: string | null;
            id: number;
            login_token: string;
            login_url: string;
            mobile: string | null;
            /** Format: date */
            payment_due: string | null;
            payment_info: string | null;
            phone: string | null;
            /** @description Minuten */
            preparation_time: number | null;
            /** @description Euro als Dezimaltext mit zwei Nachkommastellen, z. B. "2400.50" */
            price: string | null;
            qr_code_url: string;
            service_description: string | null;
            /** @description Anfahrt in km */
            travel_distance: number | null;
        };
        ServiceProviderInputDto: {
            address?: string | null;
            admin_notes?: string | null;
            category?: ("" | ("Fotograf" | "Catering" | "Musik" | "Dekoration" | "Location" | "Transport" | "Zauberei" | "Feuershow" | "Sonstiges")) | null;
            company_name: string;
            contact_name?: string | null;
            duration?: number | null;
            email?: ("" | string) | null;
            mobile?: string | null;
            payment_due?: ("" | string) | null;
            payment_info?: string | null;
            phone?: string | null;
            preparation_time?: number | null;
            price?: (number | string) | null;
            service_description?: string | null;
            travel_distance?: number | null;
        };
        ServiceProviderList: {
            address: string | null;
            admin_notes: string | null;
            /** @enum {string|null} */
            category: "Fotograf" | "Catering" | "Musik" | "Dekoration" | "Location" | "Transport" | "Zauberei" | "Feuershow" | "Sonstiges" | null;
            company_name: string;
            contact_name: string | null;
            /** @description Minuten */
            duration: number | null;
            email: string | null;
            id: number;
            login_token: string;
            login_url: string;
            mobile: string | null;
            /** Format: date */
            payment_due: string | null;
            payment_info: string | null;
            phone: string | null;
            /** @description Minuten */
            preparation_time: number | null;
            /** @description Euro als Dezimaltext mit zwei Nachkommastellen, z. B. "2400.50" */
            price: string | null;
            qr_code_url: string;
            service_description: string | null;
            /** @description Anfahrt in km */
            travel_distance: number | null;
        }[];
        ServiceProviderUpdateInputDto: {
            address?: string | null;
            admin_notes?: string | null;
            category?: ("" | ("Fotograf" | "Catering" | "Musik" | "Dekoration" | "Location" | "Transport" | "Zauberei" | "Feuershow" | "Sonstiges")) | null;
            company_name?: string;
            contact_name?: string | null;
            duration?: number | null;
            email?: ("" | string) | null;
            mobile?: string | null;
            payment_due?: ("" | string) | null;
            payment_info?: string | null;
            phone?: string | null;
            preparation_time?: number | null;
            price?: (number | string) | null;
            service_description?: string | null;
            travel_distance?: number | null;
        };
        /** SmsBatchDetail */
        SmsBatchDetail: {
            /** @enum {string} */
            channel: "twilio" | "outbox";
            /** @enum {string} */
            channel_choice: "sms" | "email" | "email_else_sms";
            /** SmsStateCounts */
            counts: {
                delivered: number;
                failed: number;
                queued: number;
                sending: number;
                sent: number;
                unclear: number;
                undelivered: number;
            };
            /** Format: date-time */
            created_at: string;
            done: boolean;
            /** @enum {string|null} */
            email_channel: "smtp" | "outbox" | null;
            event_title: string | null;
            failed: number;
            from_name: string;
            id: number;
            include_events: boolean;
            /** @enum {string} */
            kind: "guest_types" | "guests" | "numbers" | "reminder" | "unanswered" | "invitation" | "rsvp_confirmation" | "rsvp_reminder";
            media: {
                email: number;
                sms: number;
            };
            message: string;
            messages: {
                batch_id: number;
                body: string;
                email_message_id: string | null;
                error_code: number | null;
                error_message: string | null;
                guest_id: number | null;
                guest_name: string | null;
                id: number;
                /** @enum {string} */
                medium: "sms" | "email";
                segments: number;
                /** @enum {string} */
                state: "queued" | "sending" | "sent" | "delivered" | "failed" | "undelivered";
                subject: string | null;
                to: string;
                twilio_sid: string | null;
                unclear: boolean;
                /** Format: date-time */
                updated_at: string;
            }[];
            /** @enum {string} */
            method: "sequential" | "parallel";
            opted_out: number;
            pending: number;
            subject: string | null;
            successful: number;
            summary: string;
            total: number;
            unsubscribed: number;
            without_contact: number;
        };
        /** SmsBatchListReply */
        SmsBatchListReply: {
            batches: {
                /** @enum {string} */
                channel: "twilio" | "outbox";
                /** @enum {string} */
                channel_choice: "sms" | "email" | "email_else_sms";
                /** SmsStateCounts */
                counts: {
                    delivered: number;
                    failed: number;
                    queued: number;
                    sending: number;
                    sent: number;
                    unclear: number;
                    undelivered: number;
                };
                /** Format: date-time */
                created_at: string;
                done: boolean;
                /** @enum {string|null} */
                email_channel: "smtp" | "outbox" | null;
                event_title: string | null;
                failed: number;
                from_name: string;
                id: number;
                include_events: boolean;
                /** @enum {string} */
                kind: "guest_types" | "guests" | "numbers" | "reminder" | "unanswered" | "invitation" | "rsvp_confirmation" | "rsvp_reminder";
                media: {
                    email: number;
                    sms: number;
                };
                message: string;
                /** @enum {string} */
                method: "sequential" | "parallel";
                opted_out: number;
                pending: number;
                subject: string | null;
                successful: number;
                summary: string;
                total: number;
                unsubscribed: number;
                without_contact: number;
            }[];
            /** @enum {string} */
            channel: "twilio" | "outbox";
            /** @enum {string} */
            email_channel: "smtp" | "outbox";
            from: string | null;
        };
        /** SmsGuestNumbersReply */
        SmsGuestNumbersReply: {
            guests: {
                email: string | null;
                first_name: string;
                /** @enum {string} */
                guest_type: "Apéro" | "Inner Circle";
                id: number;
                last_name: string;
                mobile: string;
                opted_out: boolean;
                rsvp_open: boolean;
                unsubscribed: boolean;
            }[];
            stats_by_type: {
                [key: string]: number;
            };
            total_guests: number;
        };
        /** SmsMessageRow */
        SmsMessageRow: {
            batch_id: number;
            body: string;
            email_message_id: string | null;
            error_code: number | null;
            error_message: string | null;
            guest_id: number | null;
            guest_name: string | null;
            id: number;
            /** @enum {string} */
            medium: "sms" | "email";
            segments: number;
            /** @enum {string} */
            state: "queued" | "sending" | "sent" | "delivered" | "failed" | "undelivered";
            subject: string | null;
            to: string;
            twilio_sid: string | null;
            unclear: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        SmsOptOutList: {
            /** Format: date-time */
            created_at: string;
            guest_name: string | null;
            keyword: string;
            number: string;
        }[];
        /** SmsOutboxReply */
        SmsOutboxReply: {
            batch_id: number;
            body: string;
            email_message_id: string | null;
            error_code: number | null;
            error_message: string | null;
            guest_id: number | null;
            guest_name: string | null;
            id: number;
            /** @enum {string} */
            medium: "sms" | "email";
            segments: number;
            /** @enum {string} */
            state: "queued" | "sending" | "sent" | "delivered" | "failed" | "undelivered";
            subject: string | null;
            to: string;
            twilio_sid: string | null;
            unclear: boolean;
            /** Format: date-time */
            updated_at: string;
        }[];
        SmsPreviewInputDto: {
            /**
             * @default sms
             * @enum {string}
             */
            channel_choice?: "sms" | "email" | "email_else_sms";
            guest_ids?: number[];
            guest_types?: ("Apéro" | "Inner Circle")[];
            /** @default true */
            include_events?: boolean;
            message: string;
            /** @enum {boolean} */
            unanswered?: true;
        };
        /** SmsPreviewReply */
        SmsPreviewReply: {
            longest: {
                guest_name: string;
                /** SmsSegmentInfo */
                segments: {
                    /** @enum {string} */
                    encoding: "GSM-7" | "UCS-2";
                    length: number;
                    per_segment: number;
                    segments: number;
                    ucs2_characters: string[];
                };
            } | null;
            previews: {
                guest_name: string;
                /** @enum {string} */
                guest_type: "Apéro" | "Inner Circle";
                /** @enum {string} */
                medium: "sms" | "email";
                /** SmsNextEvent */
                next_event: {
                    /** Format: date-time */
                    time: string;
                    title: string;
                } | null;
                personalized_message: string;
                /** SmsSegmentInfo */
                segments: {
                    /** @enum {string} */
                    encoding: "GSM-7" | "UCS-2";
                    length: number;
                    per_segment: number;
                    segments: number;
                    ucs2_characters: string[];
                };
            }[];
            total_recipients: number;
            unknown_placeholders: string[];
        };
        /** SmsRecipientsReply */
        SmsRecipientsReply: {
            guests: {
                email: string | null;
                first_name: string;
                /** @enum {string} */
                guest_type: "Apéro" | "Inner Circle";
                id: number;
                last_name: string;
                mobile: string | null;
                opted_out: boolean;
                rsvp_open: boolean;
                unsubscribed: boolean;
            }[];
            stats_by_type: {
                [key: string]: number;
            };
            total_guests: number;
        };
        SmsSendInvitationsInputDto: {
            guest_ids: number[];
            /**
             * @default parallel
             * @enum {string}
             */
            method?: "sequential" | "parallel";
            /** Format: uuid */
            request_id: string;
        };
        /** SmsSendInvitationsReply */
        SmsSendInvitationsReply: {
            batch_id: number;
            /** @enum {string} */
            channel: "twilio" | "outbox";
            /** @enum {string} */
            channel_choice: "sms" | "email" | "email_else_sms";
            done: boolean;
            /** @enum {string|null} */
            email_channel: "smtp" | "outbox" | null;
            failed: number;
            opted_out: number;
            pending: number;
            repeated: boolean;
            successful: number;
            summary: string;
            total: number;
            unsubscribed: number;
            without_contact: number;
            without_email: {
                id: number;
                name: string;
            }[];
        };
        SmsSendMultipleInputDto: {
            /**
             * @default sms
             * @enum {string}
             */
            channel_choice?: "sms" | "email" | "email_else_sms";
            /** @default Hochzeit */
            from_name?: string;
            guest_ids?: number[];
            /** @default true */
            include_events?: boolean;
            message: string;
            /**
             * @default sequential
             * @enum {string}
             */
            method?: "sequential" | "parallel";
            /** @default [] */
            numbers?: string | string[];
            subject?: string;
        };
        /** SmsSendMultipleReply */
        SmsSendMultipleReply: {
            batch_id: number;
            /** @enum {string} */
            channel: "twilio" | "outbox";
            /** @enum {string} */
            channel_choice: "sms" | "email" | "email_else_sms";
            done: boolean;
            /** @enum {string|null} */
            email_channel: "smtp" | "outbox" | null;
            failed: number;
            opted_out: number;
            pending: number;
            successful: number;
            summary: string;
            total: number;
            unsubscribed: number;
            without_contact: number;
        };
        SmsSendToGuestTypesInputDto: {
            /**
             * @default sms
             * @enum {string}
             */
            channel_choice?: "sms" | "email" | "email_else_sms";
            /** @default Hochzeit */
            from_name?: string;
            guest_types: ("Apéro" | "Inner Circle")[];
            /** @default true */
            include_events?: boolean;
            message: string;
            /**
             * @default sequential
             * @enum {string}
             */
            method?: "sequential" | "parallel";
            subject?: string;
        };
        /** SmsSendToGuestTypesReply */
        SmsSendToGuestTypesReply: {
            batch_id: number;
            /** @enum {string} */
            channel: "twilio" | "outbox";
            /** @enum {string} */
            channel_choice: "sms" | "email" | "email_else_sms";
            done: boolean;
            /** @enum {string|null} */
            email_channel: "smtp" | "outbox" | null;
            opted_out: number;
            pending: number;
            summary: string;
            total: number;
            total_failed: number;
            total_sent: number;
            unsubscribed: number;
            without_contact: number;
        };
        SmsSendToUnansweredInputDto: {
            /**
             * @default sms
             * @enum {string}
             */
            channel_choice?: "sms" | "email" | "email_else_sms";
            /** @default Hochzeit */
            from_name?: string;
            /** @default true */
            include_events?: boolean;
            message: string;
            /**
             * @default sequential
             * @enum {string}
             */
            method?: "sequential" | "parallel";
            subject?: string;
        };
        SmsTimelineReminderInputDto: {
            event_id: number;
        };
        /** SmsTimelineReminderReply */
        SmsTimelineReminderReply: {
            batch_id: number;
            /** @enum {string} */
            channel: "twilio" | "outbox";
            /** @enum {string} */
            channel_choice: "sms" | "email" | "email_else_sms";
            done: boolean;
            /** @enum {string|null} */
            email_channel: "smtp" | "outbox" | null;
            failed: number;
            opted_out: number;
            pending: number;
            sms_sent: boolean;
            successful: number;
            summary: string;
            total: number;
            unsubscribed: number;
            without_contact: number;
        };
        /** Story */
        Story: {
            blocks: ({
                content: {
                    /** @default 2 */
                    level?: number;
                    text: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "heading";
            } | {
                content: {
                    text: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "text";
            } | {
                content: {
                    /** @default  */
                    caption?: string;
                    imageUrl: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "image";
            } | {
                content: {
                    /** @default  */
                    author?: string;
                    quote: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "quote";
            } | {
                content: {
                    /** @default  */
                    date?: string;
                    /** @default  */
                    description?: string;
                    title: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "timeline";
            } | {
                content: {
                    /** @enum {string} */
                    style: "line" | "dots" | "ornament";
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "divider";
            } | {
                content: {
                    /** @default  */
                    description?: string;
                    linkText: string;
                    url: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "link";
            } | {
                content: {
                    columnCount: number;
                    columns: {
                        blocks: ({
                            content: {
                                /** @default 2 */
                                level?: number;
                                text: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            content: {
                                text: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "text";
                        } | {
                            content: {
                                /** @default  */
                                caption?: string;
                                imageUrl: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "image";
                        } | {
                            content: {
                                /** @default  */
                                description?: string;
                                linkText: string;
                                url: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "link";
                        })[];
                        /** @enum {string} */
                        id: "col-1" | "col-2" | "col-3" | "col-4";
                    }[];
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "columns";
            })[];
            is_published: boolean;
            title: string;
        };
        /** StoryImageReply */
        StoryImageReply: {
            url: string;
        };
        StoryInputDto: {
            blocks: ({
                content: {
                    /** @default 2 */
                    level?: number;
                    text: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "heading";
            } | {
                content: {
                    text: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "text";
            } | {
                content: {
                    /** @default  */
                    caption?: string;
                    imageUrl: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "image";
            } | {
                content: {
                    /** @default  */
                    author?: string;
                    quote: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "quote";
            } | {
                content: {
                    /** @default  */
                    date?: string;
                    /** @default  */
                    description?: string;
                    title: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "timeline";
            } | {
                content: {
                    /** @enum {string} */
                    style: "line" | "dots" | "ornament";
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "divider";
            } | {
                content: {
                    /** @default  */
                    description?: string;
                    linkText: string;
                    url: string;
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "link";
            } | {
                content: {
                    columnCount: number;
                    columns: {
                        blocks: ({
                            content: {
                                /** @default 2 */
                                level?: number;
                                text: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "heading";
                        } | {
                            content: {
                                text: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "text";
                        } | {
                            content: {
                                /** @default  */
                                caption?: string;
                                imageUrl: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "image";
                        } | {
                            content: {
                                /** @default  */
                                description?: string;
                                linkText: string;
                                url: string;
                            };
                            id: string;
                            /** @enum {string} */
                            type: "link";
                        })[];
                        /** @enum {string} */
                        id: "col-1" | "col-2" | "col-3" | "col-4";
                    }[];
                };
                id: string;
                position?: number;
                /** @enum {string} */
                type: "columns";
            })[];
            is_published?: boolean;
            title: string;
        };
        StoryPublishInputDto: {
            is_published: boolean;
        };
        /** SuccessReply */
        SuccessReply: {
            /** @enum {boolean} */
            success: true;
        };
        /** TickerMessage */
        TickerMessage: {
            /** Format: date-time */
            created_at: string;
            id: number;
            message: string;
        };
        TickerMessageInputDto: {
            message: string;
        };
        /** TickerMessageList */
        TickerMessageList: {
            messages: {
                /** Format: date-time */
                created_at: string;
                id: number;
                message: string;
            }[];
            /** @enum {boolean} */
            success: true;
        };
        /** TimelineEvent */
        TimelineEvent: {
            description: string;
            /** Format: date-time */
            end_time: string | null;
            event_color: string;
            id: number;
            location: string | null;
            responsible_person: string | null;
            service_provider_id: number | null;
            service_provider_name: string | null;
            sms_notification: boolean;
            sms_sent: boolean;
            /** Format: date-time */
            time: string;
            /** @enum {string} */
            timeline_type: "appero" | "inner_circle" | "organizer" | "service_provider";
            title: string;
            visible_to: ("admin" | "organizer" | "guest" | "service_provider")[];
        };
        TimelineEventInputDto: {
            description: string;
            /** @description Leer lassen bei Ereignissen ohne Zeitspanne */
            end_time?: ("" | string) | null;
            event_color?: string;
            location?: string | null;
            responsible_person?: string | null;
            /** @default null */
            service_provider_id?: number | null;
            /** @default false */
            sms_notification?: boolean;
            /** Format: date-time */
            time: string;
            /** @enum {string} */
            timeline_type: "appero" | "inner_circle" | "organizer" | "service_provider";
            title: string;
            visible_to: ("admin" | "organizer" | "guest" | "service_provider")[];
        };
        TimelineEventList: {
            description: string;
            /** Format: date-time */
            end_time: string | null;
            event_color: string;
            id: number;
            location: string | null;
            responsible_person: string | null;
            service_provider_id: number | null;
            service_provider_name: string | null;
            sms_notification: boolean;
            sms_sent: boolean;
            /** Format: date-time */
            time: string;
            /** @enum {string} */
            timeline_type: "appero" | "inner_circle" | "organizer" | "service_provider";
            title: string;
            visible_to: ("admin" | "organizer" | "guest" | "service_provider")[];
        }[];
        TokenLoginInputDto: {
            token: string;
        };
        TwilioIncomingInputDto: {
            /** @default  */
            Body?: string;
            From: string;
        };
        TwilioStatusCallbackInputDto: {
            ErrorCode?: string;
            MessageSid: string;
            MessageStatus: string;
            To?: string;
        };
        /** VideoUrlReply */
        VideoUrlReply: {
            url: string;
        };
        /** WeatherReply */
        WeatherReply: {
            /** WeatherCurrent */
            current: {
                apparent_temperature: number | null;
                relative_humidity_2m: number | null;
                temperature_2m: number | null;
                /** @description Ortszeit des Veranstaltungsorts, YYYY-MM-DDTHH:MM */
                time: string;
                weather_code: number | null;
                wind_speed_10m: number | null;
            } | null;
            days: {
                date: string;
                /** @description Nur in der Vorhersage (das Archiv kennt keine Wahrscheinlichkeit) */
                precipitation_probability_max: number | null;
                precipitation_sum: number | null;
                temperature_2m_max: number | null;
                temperature_2m_min: number | null;
                weather_code: number | null;
                wind_speed_10m_max: number | null;
            }[];
            /** Format: date-time */
            fetched_at: string;
            /** @enum {string} */
            kind: "forecast";
            latitude: number;
            longitude: number;
            time_zone: string;
            wedding_date: string;
            /** WeatherDay */
            wedding_day: {
                date: string;
                /** @description Nur in der Vorhersage (das Archiv kennt keine Wahrscheinlichkeit) */
                precipitation_probability_max: number | null;
                precipitation_sum: number | null;
                temperature_2m_max: number | null;
                temperature_2m_min: number | null;
                weather_code: number | null;
                wind_speed_10m_max: number | null;
            };
        } | {
            average_high: number | null;
            average_low: number | null;
            /** Format: date-time */
            fetched_at: string;
            /** @enum {string} */
            kind: "history";
            label: string;
            latitude: number;
            longitude: number;
            rain_days: number;
            time_zone: string;
            wedding_date: string;
            years: {
                date: string;
                /** @description Nur in der Vorhersage (das Archiv kennt keine Wahrscheinlichkeit) */
                precipitation_probability_max: number | null;
                precipitation_sum: number | null;
                temperature_2m_max: number | null;
                temperature_2m_min: number | null;
                weather_code: number | null;
                wind_speed_10m_max: number | null;
            }[];
        } | {
            /** @enum {string} */
            kind: "unavailable" | "no_location";
            msg: string;
        };
        /** Wishlist */
        Wishlist: {
            content: string;
            payment_info: string;
        };
        WishlistInputDto: {
            content?: string;
            payment_info?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AdminAccounts_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserList"];
                };
            };
        };
    };
    AdminAccounts_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
        };
    };
    AdminAccounts_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    Backup_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupSettings"];
                };
            };
        };
    };
    Backup_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackupSettingsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupSettings"];
                };
            };
        };
    };
    Backup_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupOverview"];
                };
            };
        };
    };
    Backup_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupRun"];
                };
            };
        };
    };
    Backup_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-tar": string;
                };
            };
        };
    };
    DemoData_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemoDataRemoval"];
                };
            };
        };
    };
    Email_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailUnsubscribedList"];
                };
            };
        };
    };
    EventSettings_getForAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEventSettings"];
                };
            };
        };
    };
    EventSettings_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventSettingsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEventSettings"];
                };
            };
        };
    };
    EventSettings_replaceCover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSettings"];
                };
            };
        };
    };
    EventSettings_removeCover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSettings"];
                };
            };
        };
    };
    Relations_listAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestAssignmentList"];
                };
            };
        };
    };
    Relations_createAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestAssignmentInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestAssignment"];
                };
            };
        };
    };
    Relations_removeAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    GuestGroups_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestGroupList"];
                };
            };
        };
    };
    GuestGroups_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestGroupInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestGroup"];
                };
            };
        };
    };
    GuestGroups_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    GuestGroups_addGuest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddGuestToGroupInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    GuestGroups_removeGuest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    GuestPages_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestPages"];
                };
            };
        };
    };
    GuestPages_saveCastle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CastlePageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CastlePage"];
                };
            };
        };
    };
    GuestPages_saveDirections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DirectionsPageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectionsPage"];
                };
            };
        };
    };
    GuestPages_saveDressCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DressCodePageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DressCodePage"];
                };
            };
        };
    };
    GuestPages_saveGalleryFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GalleryFoldersPageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryFoldersPage"];
                };
            };
        };
    };
    GuestPages_savePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentPageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPage"];
                };
            };
        };
    };
    GuestsAdmin_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminGuestList"];
                };
            };
        };
    };
    GuestsAdmin_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminGuest"];
                };
            };
        };
    };
    GuestsAdmin_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminGuest"];
                };
            };
        };
    };
    GuestsAdmin_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    GuestsAdmin_regenerateToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminGuest"];
                };
            };
        };
    };
    GuestImport_run: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    dry_run?: "true" | "false";
                    /** @enum {string} */
                    duplicates?: "skip" | "import";
                    /**
                     * Format: binary
                     * @description CSV (; oder ,, UTF-8 oder Windows-1252) oder .xlsx, höchstens 5 MB
                     */
                    file: string;
                    /** @description JSON: Gastfeld -> Spaltenname oder Spaltennummer (ab 0), oder Spaltenname -> Gastfeld */
                    mapping?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestImportReport"];
                };
            };
        };
    };
    Rooms_innerCircleGuests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InnerCircleGuestList"];
                };
            };
        };
    };
    AdminKitchen_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KitchenList"];
                };
            };
        };
    };
    Locations_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationList"];
                };
            };
        };
    };
    Locations_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
        };
    };
    Locations_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"];
                };
            };
        };
    };
    Locations_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    Menus_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuList"];
                };
            };
        };
    };
    Menus_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Menu"];
                };
            };
        };
    };
    Menus_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Menu"];
                };
            };
        };
    };
    Menus_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    Relations_listTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelationTypeList"];
                };
            };
        };
    };
    Relations_createType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RelationTypeInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelationType"];
                };
            };
        };
    };
    Relations_removeType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    Rooms_listAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomAssignmentList"];
                };
            };
        };
    };
    Rooms_assign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomAssignmentInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomAssignment"];
                };
            };
        };
    };
    Rooms_unassign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    Rooms_listRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomList"];
                };
            };
        };
    };
    Rooms_createRoom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
        };
    };
    Rooms_updateRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
        };
    };
    AdminRsvp_overview: {
        parameters: {
            query?: {
                group_id?: number;
                guest_type?: "Apéro" | "Inner Circle";
                status?: "yes" | "no" | "open";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRsvpReply"];
                };
            };
        };
    };
    RsvpReminders_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RsvpReminderSettings"];
                };
            };
        };
    };
    RsvpReminders_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RsvpReminderSettingsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RsvpReminderSettings"];
                };
            };
        };
    };
    AdminRsvp_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRsvpInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRsvpRow"];
                };
            };
        };
    };
    AdminRsvp_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    AdminRsvp_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RsvpSettings"];
                };
            };
        };
    };
    AdminRsvp_updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RsvpSettingsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RsvpSettings"];
                };
            };
        };
    };
    ServiceProvidersAdmin_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceProviderList"];
                };
            };
        };
    };
    ServiceProvidersAdmin_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceProviderInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceProvider"];
                };
            };
        };
    };
    ServiceProvidersAdmin_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceProvider"];
                };
            };
        };
    };
    ServiceProvidersAdmin_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceProviderUpdateInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceProvider"];
                };
            };
        };
    };
    ServiceProvidersAdmin_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    ServiceProvidersAdmin_regenerateToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceProvider"];
                };
            };
        };
    };
    ProviderDocuments_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderDocumentList"];
                };
            };
        };
    };
    ProviderDocuments_upload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderDocument"];
                };
            };
        };
    };
    ProviderDocuments_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                docId: number;
                spId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    ProviderDocuments_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                docId: number;
                spId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
        };
    };
    AdminAccounts_endAllAdminSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenReply"];
                };
            };
        };
    };
    Ticker_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TickerMessageList"];
                };
            };
        };
    };
    Ticker_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TickerMessageInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TickerMessage"];
                };
            };
        };
    };
    Ticker_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TickerMessageInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TickerMessage"];
                };
            };
        };
    };
    Ticker_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    VideoAdmin_show: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CastleVideo"];
                };
            };
        };
    };
    VideoAdmin_replace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CastleVideo"];
                };
            };
        };
    };
    Wishlist_forAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wishlist"];
                };
            };
        };
    };
    Wishlist_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wishlist"];
                };
            };
        };
    };
    Auth_guestLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenLoginInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenReply"];
                };
            };
        };
    };
    Auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenReply"];
                };
            };
        };
    };
    AdminAccounts_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenReply"];
                };
            };
        };
    };
    Auth_serviceProviderLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenLoginInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenReply"];
                };
            };
        };
    };
    Email_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    Email_oneClick: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailUnsubscribeReply"];
                };
            };
        };
    };
    Email_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    EventSettings_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSettings"];
                };
            };
        };
    };
    EventSettings_cover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
        };
    };
    Exports_guestList: {
        parameters: {
            query: {
                format: "pdf" | "csv";
                type?: "all" | "inner_circle" | "appero";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv; charset=utf-8": string;
                };
            };
        };
    };
    Exports_invitationCards: {
        parameters: {
            query?: {
                audience?: "guests" | "service_providers";
                ids?: string;
                per?: "guest" | "family";
                type?: "all" | "inner_circle" | "appero";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    KitchenExport_kitchenList: {
        parameters: {
            query: {
                format: "pdf" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv; charset=utf-8": string;
                };
            };
        };
    };
    Exports_roomList: {
        parameters: {
            query: {
                format: "pdf" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv; charset=utf-8": string;
                };
            };
        };
    };
    Exports_rsvpList: {
        parameters: {
            query: {
                format: "pdf" | "csv";
                group_id?: number;
                guest_type?: "Apéro" | "Inner Circle";
                status?: "yes" | "no" | "open";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv; charset=utf-8": string;
                };
            };
        };
    };
    Exports_serviceProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportServiceProviderList"];
                };
            };
        };
    };
    Exports_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportStats"];
                };
            };
        };
    };
    Exports_timeline: {
        parameters: {
            query: {
                format: "pdf" | "csv";
                service_provider_id?: number;
                type: "appero" | "inner_circle" | "service_provider";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv; charset=utf-8": string;
                };
            };
        };
    };
    "GuestsAdmin_qrCode[0]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    TimelineCalendar_guestCalendarLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadLink"];
                };
            };
        };
    };
    TimelineCalendar_guestCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
        };
    };
    GuestPortal_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestDashboard"];
                };
            };
        };
    };
    GuestPortal_group: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnGroup"];
                };
            };
        };
    };
    GuestPortal_menu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                menuId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Menu"];
                };
            };
        };
    };
    GuestPages_castle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CastlePage"];
                };
            };
        };
    };
    GuestPages_directions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectionsPage"];
                };
            };
        };
    };
    GuestPages_dressCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DressCodePage"];
                };
            };
        };
    };
    GuestPages_galleryFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryFoldersPage"];
                };
            };
        };
    };
    GuestPages_payment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPage"];
                };
            };
        };
    };
    "GuestsAdmin_qrCode[1]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    GuestRsvp_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestRsvpReply"];
                };
            };
        };
    };
    GuestRsvp_answer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestRsvpInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestRsvpReply"];
                };
            };
        };
    };
    Wishlist_forGuest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wishlist"];
                };
            };
        };
    };
    Health_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReply"];
                };
            };
        };
    };
    MediaAdmin_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    MediaDownloads_adminDownload: {
        parameters: {
            query?: {
                folder?: "hochzeit" | "wartensee";
                group_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
        };
    };
    MediaDownloads_adminDownloadLink: {
        parameters: {
            query?: {
                folder?: "hochzeit" | "wartensee";
                group_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadLink"];
                };
            };
        };
    };
    MediaAdmin_list: {
        parameters: {
            query?: {
                folder?: "hochzeit" | "wartensee";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaItemList"];
                };
            };
        };
    };
    MediaAdmin_categories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaCategoryRefList"];
                };
            };
        };
    };
    MediaAdmin_setCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaCategoriesInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaCategoryRefList"];
                };
            };
        };
    };
    MediaAdmin_groups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaGroupRefList"];
                };
            };
        };
    };
    MediaAdmin_setGroups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaGroupsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaGroupRefList"];
                };
            };
        };
    };
    MediaAdmin_setHidden: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaHiddenInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaItem"];
                };
            };
        };
    };
    PhotoCategories_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoCategoryList"];
                };
            };
        };
    };
    PhotoCategories_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhotoCategoryInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoCategory"];
                };
            };
        };
    };
    PhotoCategories_rename: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhotoCategoryInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoCategory"];
                };
            };
        };
    };
    PhotoCategories_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    PhotoGroups_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoGroupList"];
                };
            };
        };
    };
    PhotoGroups_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhotoGroupInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoGroup"];
                };
            };
        };
    };
    PhotoGroups_rename: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhotoGroupInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoGroup"];
                };
            };
        };
    };
    PhotoGroups_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    PhotoGroups_guests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoGroupGuestList"];
                };
            };
        };
    };
    PhotoGroups_addGuest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhotoGroupGuestInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    PhotoGroups_removeGuest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    MediaAdmin_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    description?: string | null;
                    "files[]": string[];
                    /** @enum {string} */
                    folder: "hochzeit" | "wartensee";
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaItemList"];
                };
            };
        };
    };
    MediaAdmin_wall: {
        parameters: {
            query?: {
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaItemList"];
                };
            };
        };
    };
    MediaDownloads_guestDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
        };
    };
    MediaDownloads_guestDownloadLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadLink"];
                };
            };
        };
    };
    MediaGallery_list: {
        parameters: {
            query?: {
                category_id?: number;
                folder?: "hochzeit" | "wartensee";
                limit?: number;
                offset?: number;
                view_filter?: "all" | "own" | "shared";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaItemList"];
                };
            };
        };
    };
    MediaGallery_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    description?: string | null;
                    "files[]": string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaItemList"];
                };
            };
        };
    };
    MediaImages_image: {
        parameters: {
            query?: {
                format?: "webp";
                width?: "100" | "300" | "1200";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
        };
    };
    MediaImages_signedImage: {
        parameters: {
            query?: {
                format?: "webp";
                width?: "100" | "300" | "1200";
            };
            header?: never;
            path: {
                id: number;
                signature: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
        };
    };
    MediaGallery_categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoCategoryList"];
                };
            };
        };
    };
    MediaImages_thumbnail: {
        parameters: {
            query?: {
                format?: "webp";
                width?: "100" | "300" | "1200";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
        };
    };
    MediaImages_signedThumbnail: {
        parameters: {
            query?: {
                format?: "webp";
                width?: "100" | "300" | "1200";
            };
            header?: never;
            path: {
                id: number;
                signature: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
        };
    };
    RemoteReleases_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoteFailureReportDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    RemoteReleases_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemotePreviewInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemotePreviewLink"];
                };
            };
        };
    };
    RemoteReleases_resolve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemotePreviewResolveInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemotePreviewRelease"];
                };
            };
        };
    };
    RemoteReleases_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteReleaseOverviewList"];
                };
            };
        };
    };
    TimelineCalendar_providerCalendarLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadLink"];
                };
            };
        };
    };
    TimelineCalendar_providerCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
        };
    };
    ProviderPortal_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderDashboard"];
                };
            };
        };
    };
    ProviderKitchen_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KitchenList"];
                };
            };
        };
    };
    ProviderPortal_qrCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    Sms_batches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsBatchListReply"];
                };
            };
        };
    };
    Sms_batch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsBatchDetail"];
                };
            };
        };
    };
    Sms_guestNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsGuestNumbersReply"];
                };
            };
        };
    };
    Sms_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsMessageRow"];
                };
            };
        };
    };
    Sms_optOuts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsOptOutList"];
                };
            };
        };
    };
    Sms_removeOptOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    Sms_outbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsOutboxReply"];
                };
            };
        };
    };
    Sms_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsPreviewInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsPreviewReply"];
                };
            };
        };
    };
    Sms_recipients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsRecipientsReply"];
                };
            };
        };
    };
    Sms_sendInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSendInvitationsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSendInvitationsReply"];
                };
            };
        };
    };
    Sms_sendMultiple: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSendMultipleInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSendMultipleReply"];
                };
            };
        };
    };
    Sms_sendTimelineReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsTimelineReminderInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsTimelineReminderReply"];
                };
            };
        };
    };
    Sms_sendToGuestTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSendToGuestTypesInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSendToGuestTypesReply"];
                };
            };
        };
    };
    Sms_sendToUnanswered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsSendToUnansweredInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsSendMultipleReply"];
                };
            };
        };
    };
    SmsTwilio_incoming: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwilioIncomingInputDto"];
            };
        };
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
        };
    };
    SmsTwilio_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwilioStatusCallbackInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    Story_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Story"];
                };
            };
        };
    };
    Story_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoryInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Story"];
                };
            };
        };
    };
    Story_addImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoryImageReply"];
                };
            };
        };
    };
    Story_publish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoryPublishInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Story"];
                };
            };
        };
    };
    Story_forGuest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestStory"];
                };
            };
        };
    };
    Story_image: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
        };
    };
    Timeline_list: {
        parameters: {
            query?: {
                service_provider_id?: number;
                type?: "appero" | "inner_circle" | "organizer" | "service_provider" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelineEventList"];
                };
            };
        };
    };
    Timeline_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimelineEventInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelineEvent"];
                };
            };
        };
    };
    Timeline_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimelineEventInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelineEvent"];
                };
            };
        };
    };
    Timeline_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
        };
    };
    Timeline_forGuest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestTimelineEventList"];
                };
            };
        };
    };
    Timeline_forServiceProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderTimelineEventList"];
                };
            };
        };
    };
    Video_url: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoUrlReply"];
                };
            };
        };
    };
    Video_stream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                };
            };
        };
    };
    Weather_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeatherReply"];
                };
            };
        };
    };
}
