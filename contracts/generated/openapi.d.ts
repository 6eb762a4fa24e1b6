// Generated from the backend's OpenAPI document by tooling/openapi-types/generate.mjs. Do not edit.
export interface paths {
    "/api/admin/admin-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the admin accounts */
        get: operations["AdminAccounts_list"];
        put?: never;
        /** Create an admin account */
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
        /** Delete an admin account */
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
        /** The backup settings */
        get: operations["Backup_settings"];
        /** Update the backup settings */
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
        /** Backups and the running backup */
        get: operations["Backup_overview"];
        put?: never;
        /** Start a backup */
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
        /** Download a backup file */
        get: operations["Backup_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wedding at a glance: the dashboard’s figures and what is still to do */
        get: operations["AdminDashboard_get"];
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
        /** Remove the demo data */
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
        /** List addresses that unsubscribed */
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
        /** The wedding's settings with the day's contact (admin) */
        get: operations["EventSettings_getForAdmin"];
        /** Update the wedding's settings */
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
        /** Upload the cover photo */
        post: operations["EventSettings_replaceCover"];
        /** Remove the cover photo */
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
        /** List the guests' relations */
        get: operations["Relations_listAssignments"];
        put?: never;
        /** Give a guest a relation */
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
        /** Remove a guest's relation */
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
        /** List guest groups */
        get: operations["GuestGroups_list"];
        put?: never;
        /** Create a guest group */
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
        /** Delete a guest group */
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
        /** Add a guest to a group */
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
        /** Remove a guest from a group */
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
        /** All guest pages (admin) */
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
        /** Save the castle page */
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
        /** Save the directions page */
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
        /** Save the dress code page */
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
        /** Save the gallery folders' texts */
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
        /** Save the payment page */
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
        /** List guests */
        get: operations["GuestsAdmin_list"];
        put?: never;
        /** Create a guest */
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
        /** Update a guest */
        put: operations["GuestsAdmin_update"];
        post?: never;
        /** Delete a guest */
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
        /** Give a guest a new invitation link */
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
        /** Import guests from a CSV or Excel file */
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
        /** Inner-circle guests who can get a room */
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
        /** The kitchen list (admin) */
        get: operations["AdminKitchen_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/legal-pages/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A legal page with its template */
        get: operations["PrivacyAdmin_legalPage"];
        /** Change a legal page's text (empty: the template) */
        put: operations["PrivacyAdmin_updateLegalPage"];
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
        /** List locations */
        get: operations["Locations_list"];
        put?: never;
        /** Create a location */
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
        /** Update a location */
        put: operations["Locations_update"];
        post?: never;
        /** Delete a location */
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
        /** List menus */
        get: operations["Menus_list"];
        put?: never;
        /** Create a menu */
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
        /** Update a menu */
        put: operations["Menus_update"];
        post?: never;
        /** Delete a menu */
        delete: operations["Menus_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/deletion-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guests' deletion requests */
        get: operations["PrivacyAdmin_deletionRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/deletion-requests/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a deletion request: the guest is deleted everywhere */
        post: operations["PrivacyAdmin_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/deletion-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a deletion request */
        post: operations["PrivacyAdmin_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/removal-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photos guests asked to remove */
        get: operations["PrivacyAdmin_removalRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/removal-requests/{mediaId}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove the photo or show it again */
        post: operations["PrivacyAdmin_decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/privacy/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The retention date and the privacy choices */
        get: operations["PrivacyAdmin_settings"];
        /** Change the retention date and the privacy choices */
        put: operations["PrivacyAdmin_update"];
        post?: never;
        delete?: never;
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
        /** List relation types */
        get: operations["Relations_listTypes"];
        put?: never;
        /** Create a relation type */
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
        /** Delete a relation type */
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
        /** List room assignments */
        get: operations["Rooms_listAssignments"];
        put?: never;
        /** Assign a guest to a room */
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
        /** Remove a room assignment */
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
        /** List rooms */
        get: operations["Rooms_listRooms"];
        put?: never;
        /** Create a room */
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
        /** Update a room */
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
        /** RSVP overview of all guests */
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
        /** The RSVP reminder settings */
        get: operations["RsvpReminders_settings"];
        /** Update the RSVP reminder settings */
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
        /** Answer the RSVP for a guest */
        put: operations["AdminRsvp_answer"];
        post?: never;
        /** Reset a guest's RSVP */
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
        /** The RSVP settings */
        get: operations["AdminRsvp_settings"];
        /** Update the RSVP settings */
        put: operations["AdminRsvp_updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seating plan with its version and warnings */
        get: operations["AdminSeating_plan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seating/kitchen-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kitchen list per table (admin) */
        get: operations["AdminSeating_kitchenList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seating/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Seat people (on the plan version shown; stale or over capacity: 409) */
        put: operations["AdminSeating_move"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seating/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When guests see their table */
        get: operations["AdminSeating_settings"];
        /** Set when guests see their table */
        put: operations["AdminSeating_saveSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seating/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suggest places keeping families and couples together (nothing stored) */
        post: operations["AdminSeating_suggest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seating/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the tables */
        get: operations["AdminSeating_tables"];
        put?: never;
        /** Create a table */
        post: operations["AdminSeating_createTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seating/tables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a table (not below the people seated at it) */
        put: operations["AdminSeating_updateTable"];
        post?: never;
        /** Delete a table (with people only with confirm=true; they go back to the unseated) */
        delete: operations["AdminSeating_deleteTable"];
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
        /** List service providers */
        get: operations["ServiceProvidersAdmin_list"];
        put?: never;
        /** Create a service provider */
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
        /** A service provider */
        get: operations["ServiceProvidersAdmin_get"];
        /** Update a service provider */
        put: operations["ServiceProvidersAdmin_update"];
        post?: never;
        /** Delete a service provider */
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
        /** Give a service provider a new link */
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
        /** List a service provider's documents */
        get: operations["ProviderDocuments_list"];
        put?: never;
        /** Upload a document for a service provider */
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
        /** Delete a service provider's document */
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
        /** Download a service provider's document */
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
        /** Sign out every admin session */
        post: operations["AdminAccounts_endAllAdminSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sign-in-failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the recent failed admin sign-ins */
        get: operations["SignInFailures_list"];
        put?: never;
        post?: never;
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
        /** List the ticker messages */
        get: operations["Ticker_list"];
        put?: never;
        /** Create a ticker message */
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
        /** Update a ticker message */
        put: operations["Ticker_update"];
        post?: never;
        /** Delete a ticker message */
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
        /** The wedding video's details (admin) */
        get: operations["VideoAdmin_show"];
        put?: never;
        /** Upload the wedding video */
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
        /** The wish list (admin) */
        get: operations["Wishlist_forAdmin"];
        put?: never;
        /** Save the wish list */
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
        /** Sign in with a guest's personal link */
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
        /** Sign in as an admin */
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
        /** Change the signed-in admin's password */
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
        /** Sign in with a service provider's personal link */
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
        /** The unsubscribe page (HTML) */
        get: operations["Email_page"];
        put?: never;
        /** Unsubscribe from e-mails in one click (RFC 8058) */
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
        /** Confirm unsubscribing from e-mails */
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
        /** The wedding's settings (date, venue, cover) */
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
        /** The cover photo in one size */
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
        /** Export the guest list */
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
        /** Export invitation cards with QR codes */
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
        /** Export the kitchen list */
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
        /** Export the room list */
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
        /** Export the RSVP list */
        get: operations["Exports_rsvpList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/seating/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seating chart for the entrance (A3) */
        get: operations["SeatingExport_chart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/seating/kitchen-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kitchen list per table (admins and the catering provider) */
        get: operations["SeatingExport_kitchenList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/seating/place-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Place cards (folded A6 or flat, several per A4 with crop marks) */
        get: operations["SeatingExport_placeCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/seating/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seating plan as CSV or Excel (for the venue) */
        get: operations["SeatingExport_plan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/seating/table-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Table cards (the table name large) */
        get: operations["SeatingExport_tableCards"];
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
        /** Export the service providers */
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
        /** Export the statistics */
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
        /** Export the timeline */
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
        /** QR code of a guest's invitation link */
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
        /** Signed link to the guest's calendar */
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
        /** The guest's timeline as a calendar (iCalendar) */
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
        /** The guest's start page */
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
        /** The guest's party (who comes with them) */
        get: operations["GuestPortal_group"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/media/{id}/removal-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a photo's removal ('Entfernen lassen'); hidden until the couple decides */
        post: operations["GuestPrivacy_requestRemoval"];
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
        /** A menu as the guest reads it */
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
        /** The castle page */
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
        /** The directions page */
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
        /** The dress code page */
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
        /** The gallery folders' texts */
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
        /** The payment page */
        get: operations["GuestPages_payment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/photo-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a photo confirmation is required and given */
        get: operations["GuestPrivacy_photoConsent"];
        put?: never;
        /** Give the one-time photo confirmation */
        post: operations["GuestPrivacy_confirmPhotoConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What is stored about the signed-in guest */
        get: operations["GuestPrivacy_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/privacy/allergy-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw the consent to store allergies (they are deleted) */
        delete: operations["GuestPrivacy_withdrawAllergyConsent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/privacy/deletion-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the couple to delete the guest's data */
        post: operations["GuestPrivacy_requestDeletion"];
        /** Withdraw an open deletion request */
        delete: operations["GuestPrivacy_withdrawDeletionRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/privacy/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guest's data as a ZIP: JSON, a readable page and their photos */
        get: operations["GuestPrivacy_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/privacy/export-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Signed link to the guest's data as a ZIP */
        get: operations["GuestPrivacy_exportLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/privacy/photos/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the guest's own photos (all or the chosen ones) */
        post: operations["GuestPrivacy_deletePhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/privacy/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the guest; this browser gets a fresh one */
        post: operations["GuestPrivacy_signOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/privacy/wall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Keep the guest's photos off the photo wall (or show them again) */
        put: operations["GuestPrivacy_wall"];
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
        /** QR code of a guest's invitation link */
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
        /** The guest's RSVP and its deadline */
        get: operations["GuestRsvp_get"];
        /** Answer the RSVP as a guest */
        put: operations["GuestRsvp_answer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/seating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guest's table (from the moment the couple chose) */
        get: operations["GuestSeating_table"];
        put?: never;
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
        /** The wish list as guests see it */
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
        /** Health check */
        get: operations["Health_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-pages/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The privacy notice or the imprint ('datenschutz' or 'impressum') */
        get: operations["LegalPages_page"];
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
        /** Delete a photo or video */
        delete: operations["MediaAdmin_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve photos from the venue link (several at once) */
        post: operations["VenueAdmin_approve"];
        delete?: never;
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
        /** Download photos as a ZIP (folder or photo group) */
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
        /** Signed link to a photo ZIP (admin) */
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
        /** List all media (admin) */
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
        /** A photo's categories */
        get: operations["MediaAdmin_categories"];
        put?: never;
        /** Set a photo's categories */
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
        /** A photo's photo groups */
        get: operations["MediaAdmin_groups"];
        put?: never;
        /** Set a photo's photo groups */
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
        /** Hide or show a photo for guests */
        put: operations["MediaAdmin_setHidden"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photos from the venue link waiting for approval */
        get: operations["VenueAdmin_pending"];
        put?: never;
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
        /** List photo categories */
        get: operations["PhotoCategories_list"];
        put?: never;
        /** Create a photo category */
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
        /** Rename a photo category */
        put: operations["PhotoCategories_rename"];
        post?: never;
        /** Delete a photo category */
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
        /** List photo groups */
        get: operations["PhotoGroups_list"];
        put?: never;
        /** Create a photo group */
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
        /** Rename a photo group */
        put: operations["PhotoGroups_rename"];
        post?: never;
        /** Delete a photo group */
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
        /** List a photo group's guests */
        get: operations["PhotoGroups_guests"];
        put?: never;
        /** Add a guest to a photo group */
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
        /** Remove a guest from a photo group */
        delete: operations["PhotoGroups_removeGuest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject (delete) photos from the venue link (several at once) */
        post: operations["VenueAdmin_reject"];
        delete?: never;
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
        /** Upload photos or videos as admin */
        post: operations["MediaAdmin_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/venue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The venue link and the photo settings */
        get: operations["VenueAdmin_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/venue/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or renew the venue link */
        post: operations["VenueAdmin_renew"];
        /** Switch the venue link off */
        delete: operations["VenueAdmin_switchOff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/venue/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the photo settings ('automatisch freigeben', names, gallery closed until) */
        put: operations["VenueAdmin_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/admin/venue/table-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Table cards with the venue QR code (PDF) */
        get: operations["VenueAdmin_tableCards"];
        put?: never;
        post?: never;
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
        /** Newest photos for the photo wall */
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
        /** Download the guest's photos as a ZIP (403 while the gallery is closed) */
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
        /** Signed link to the guest's photo ZIP (403 while the gallery is closed) */
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
        /** The guest's photo gallery, a page at a time (403 while closed until after the celebration) */
        get: operations["MediaGallery_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/gallery-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the gallery is open yet */
        get: operations["MediaGallery_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/guest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an own photo (guest) */
        delete: operations["MediaGallery_removeOwn"];
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
        /** Upload photos or videos as a guest */
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
        /** A photo in full size */
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
        /** A photo in full size by signed link */
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
        /** Photo categories for the gallery */
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
        /** A photo's thumbnail */
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
        /** A photo's thumbnail by signed link */
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
        /** Report a frontend that failed to load */
        post: operations["RemoteReleases_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-loads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report which frontend version a page loaded */
        post: operations["RemoteReleases_load"];
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
        /** Create a preview link for a frontend release */
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
        /** Resolve a preview link */
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
        /** Frontend releases and previews */
        get: operations["RemoteReleases_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-releases/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Freeze window for frontend releases */
        get: operations["RemoteReleases_freeze"];
        /** Set the freeze window for frontend releases */
        put: operations["RemoteReleases_setFreeze"];
        post?: never;
        /** Lift the freeze window for frontend releases */
        delete: operations["RemoteReleases_liftFreeze"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-releases/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Frontend versions in use and their failures */
        get: operations["RemoteReleases_status"];
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
        /** Signed link to the service provider's calendar */
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
        /** The service provider's timeline as a calendar (iCalendar) */
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
        /** The service provider's start page */
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
        /** The kitchen list (service provider) */
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
        /** QR code of a service provider's link */
        get: operations["ProviderPortal_qrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-provider/seating/kitchen-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kitchen list per table (catering provider) */
        get: operations["ProviderSeating_kitchenList"];
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
        /** List message batches */
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
        /** A message batch with its messages */
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
        /** Guests' mobile numbers by guest type */
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
        /** Send a failed message again */
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
        /** List numbers that opted out */
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
        /** Allow messages to an opted-out number again */
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
        /** Messages waiting or failed */
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
        /** Preview a personalized message */
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
        /** Who a message would reach */
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
        /** Send the invitations */
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
        /** Send a message to chosen guests */
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
        /** Send reminders of timeline entries */
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
        /** Send a message to guest types */
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
        /** Remind guests who have not answered the RSVP */
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
        /** Incoming SMS from Twilio (STOP and START) */
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
        /** Delivery status callback from Twilio */
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
        /** The story draft and its published version */
        get: operations["Story_get"];
        /** Save the story draft */
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
        /** Upload an image for the story */
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
        /** Publish the story */
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
        /** The published story */
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
        /** A story image */
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
        /** List the day's timeline (admin) */
        get: operations["Timeline_list"];
        put?: never;
        /** Create a timeline entry */
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
        /** Update a timeline entry */
        put: operations["Timeline_update"];
        post?: never;
        /** Delete a timeline entry */
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
        /** The timeline as the guest sees it */
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
        /** The timeline as the service provider sees it */
        get: operations["Timeline_forServiceProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/venue/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The venue upload page: whether its link is valid */
        get: operations["Venue_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/venue/{token}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload photos through the venue link (no sign-in) */
        post: operations["Venue_upload"];
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
        /** Signed link to the wedding video */
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
        /** The wedding video (byte ranges) */
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
        /** Weather forecast at the venue */
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
        /** AdminDashboard */
        AdminDashboard: {
            answers: {
                by_guest_type: {
                    /** @enum {string} */
                    guest_type: "Apéro" | "Inner Circle";
                    no: number;
                    open: number;
                    yes: number;
                }[];
                companions: number;
                deadline: string | null;
                deadline_passed: boolean;
                no: number;
                open: number;
                yes: number;
            };
            guests: number;
            invitations: {
                not_sent: number;
            };
            meals: {
                allergies: number;
                menus: {
                    count: number;
                    label: string;
                    menu_id: number | null;
                }[];
                people: number;
                with_allergies: number;
            };
            messages: {
                failed: number;
                outbox: number;
                unclear: number;
            };
            photos: {
                hidden: number;
                new_today: number;
                pending: number;
                total: number;
            };
            rooms: {
                beds_free: number;
                free: number;
                inner_circle_without_room: number;
                occupied: number;
            };
            todos: {
                count: number;
                /** @enum {string} */
                kind: "sign_in_link_missing" | "answers_missing" | "rooms_short" | "providers_without_schedule" | "payments_due" | "deletion_requests" | "removal_requests" | "data_deletion_soon";
            }[];
            wedding: {
                days_until: number;
                /** Format: date-time */
                starts_at: string;
                time_zone: string;
            };
        };
        /** AdminDeletionRequest */
        AdminDeletionRequest: {
            /** Format: date-time */
            decided_at: string | null;
            guest_id: number;
            guest_name: string;
            id: number;
            note: string | null;
            reply: string | null;
            /** Format: date-time */
            requested_at: string;
            /** @enum {string} */
            state: "open" | "declined";
        };
        AdminDeletionRequestList: {
            /** Format: date-time */
            decided_at: string | null;
            guest_id: number;
            guest_name: string;
            id: number;
            note: string | null;
            reply: string | null;
            /** Format: date-time */
            requested_at: string;
            /** @enum {string} */
            state: "open" | "declined";
        }[];
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
        /** AdminLegalPage */
        AdminLegalPage: {
            /** @enum {string} */
            kind: "datenschutz" | "impressum";
            template: string;
            text: string;
            title: string;
            /** Format: date-time */
            updated_at: string | null;
        };
        AdminRemovalRequestList: {
            media_id: number;
            note: string | null;
            original_name: string;
            /** Format: date-time */
            requested_at: string;
            requested_by_name: string | null;
            thumb_url: string;
            uploader_name: string | null;
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
        DeletionDeclineInputDto: {
            reply?: string | null;
        };
        DeletionRequestInputDto: {
            note?: string | null;
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
        ErrorReply: {
            /** @description Die Meldung für den Menschen, auf Deutsch. */
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
            email_from_address?: "" | string | (null);
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
        /** GalleryStatus */
        GalleryStatus: {
            /** Format: date-time */
            closed_until: string | null;
            show_uploader_names: boolean;
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
        /** GuestDeletionRequest */
        GuestDeletionRequest: {
            /** Format: date-time */
            decided_at: string | null;
            note: string | null;
            reply: string | null;
            /** Format: date-time */
            requested_at: string;
            /** @enum {string} */
            state: "open" | "declined";
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
            email?: "" | string | (null);
            first_name?: string | null;
            group_id?: number | null;
            /** @enum {string} */
            guest_type?: "Apéro" | "Inner Circle";
            last_name?: string | null;
            menu_id?: number | null;
            mobile?: string | null;
            phone?: string | null;
            side?: "" | ("Ehemann" | "Ehefrau" | "Beide") | (null);
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
        GuestPhotosDeleteInputDto: {
            all?: boolean;
            media_ids?: number[];
        };
        /** GuestPrivacyReply */
        GuestPrivacyReply: {
            /** PrivacyAnswer */
            answer: {
                /** Format: date-time */
                answered_at: string;
                attending: boolean;
                companion_allergies: string[];
                companion_menu_name: string | null;
                companion_name: string | null;
                message: string | null;
                song_wish: string | null;
            } | null;
            /** GuestDeletionRequest */
            deletion_request: {
                /** Format: date-time */
                decided_at: string | null;
                note: string | null;
                reply: string | null;
                /** Format: date-time */
                requested_at: string;
                /** @enum {string} */
                state: "open" | "declined";
            } | null;
            /** PrivacyGuestRecord */
            guest: {
                address: string | null;
                allergies: string[];
                /** Format: date-time */
                allergy_consent_at: string | null;
                companion_allowed: boolean;
                /** Format: date-time */
                created_at: string;
                email: string | null;
                first_name: string;
                group_name: string | null;
                guest_type: string;
                last_name: string;
                menu_name: string | null;
                mobile: string | null;
                phone: string | null;
                side: string | null;
                special_requests: string | null;
            };
            messages: {
                body: string;
                /** @enum {string} */
                medium: "sms" | "email";
                /** Format: date-time */
                sent_at: string;
                state: string;
                subject: string | null;
                to: string;
            }[];
            /** Format: date-time */
            photo_consent_at: string | null;
            photos: {
                description: string | null;
                id: number;
                original_name: string;
                thumb_url: string;
                /** Format: date-time */
                uploaded_at: string;
            }[];
            /** RetentionInfo */
            retention: {
                delete_from: string | null;
                fields: string;
                gallery_kept: boolean;
                names_kept: boolean;
            };
            sessions: {
                browser: string;
                current: boolean;
                id: number;
                /** Format: date-time */
                last_used_at: string;
                /** Format: date-time */
                signed_in_at: string;
            }[];
            wall_hidden: boolean;
        };
        GuestRsvpInputDto: {
            allergy_consent?: boolean;
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
                /** Format: date-time */
                allergy_consent_at: string | null;
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
        /** GuestSeating */
        GuestSeating: {
            companion_table: string | null;
            table: {
                name: string;
                note: string | null;
                seat: number | null;
            } | null;
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
        GuestWallInputDto: {
            hidden: boolean;
        };
        /** GuestWallReply */
        GuestWallReply: {
            hidden: boolean;
        };
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
        /** LegalPage */
        LegalPage: {
            /** @enum {string} */
            kind: "datenschutz" | "impressum";
            text: string;
            title: string;
            /** Format: date-time */
            updated_at: string | null;
        };
        LegalPageInputDto: {
            text?: string | null;
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
        MediaIdsInputDto: {
            ids: number[];
        };
        /** MediaIdsReply */
        MediaIdsReply: {
            ids: number[];
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
            /** @default false */
            pending?: boolean;
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
            /** @default false */
            pending?: boolean;
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
        /** PhotoConsentStatus */
        PhotoConsentStatus: {
            /** Format: date-time */
            confirmed_at: string | null;
            required: boolean;
            text: string;
        };
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
        /** PhotosDeletedReply */
        PhotosDeletedReply: {
            deleted: number;
        };
        /** PrivacySettings */
        PrivacySettings: {
            days_left: number | null;
            default_retention_date: string | null;
            delete_gallery: boolean;
            delete_names: boolean;
            effective_retention_date: string | null;
            open_deletion_requests: number;
            open_removal_requests: number;
            require_photo_consent: boolean;
            retention_date: string | null;
            /** Format: date-time */
            retention_done_at: string | null;
        };
        PrivacySettingsInputDto: {
            delete_gallery?: boolean;
            delete_names?: boolean;
            require_photo_consent?: boolean;
            /** Format: date */
            retention_date?: string | null;
        };
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
        /** ReleaseFreezeInput */
        ReleaseFreezeInputDto: {
            /** Format: date-time */
            from: string;
            reason: string;
            /** Format: date-time */
            until: string;
        };
        /** ReleaseFreezeReply */
        ReleaseFreezeReply: {
            active: boolean;
            freeze: {
                by: string;
                /** Format: date-time */
                from: string;
                reason: string;
                /** Format: date-time */
                until: string;
            } | null;
        };
        RemoteFailureReportDto: {
            browser?: string;
            fell_back_to: string | null;
            reason: string;
            /** @enum {string} */
            remote: "admin" | "guest" | "provider";
            version: string | null;
        };
        RemoteLoadReportDto: {
            browser: string;
            fell_back: boolean;
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
                action: "promote" | "rollback" | "canary" | "canary-end";
                /** Format: date-time */
                at: string;
                automatic?: boolean;
                by: string;
                checks: string[];
                forced?: boolean;
                from: string | null;
                percent?: number;
                reason?: string;
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
        RemoteReleaseStatusList: {
            canary: {
                percent: number;
                /** Format: date-time */
                started_at: string;
                version: string;
            } | null;
            current: string | null;
            freeze: {
                /** Format: date-time */
                from: string;
                reason: string;
                /** Format: date-time */
                until: string;
            } | null;
            /** @enum {string} */
            remote: "admin" | "guest" | "provider";
            versions: {
                failures_day: number;
                failures_hour: number;
                fallbacks_day: number;
                loads_day: number;
                loads_hour: number;
                /** @enum {string} */
                role: "live" | "canary" | "other";
                share_day: number;
                share_hour: number;
                version: string;
            }[];
        }[];
        RemovalDecisionInputDto: {
            /** @enum {string} */
            decision: "remove" | "keep";
        };
        RemovalRequestInputDto: {
            note?: string | null;
        };
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
        /** SeatingKitchenList */
        SeatingKitchenList: {
            tables: {
                allergies: {
                    name: string;
                    people: string[];
                }[];
                menus: {
                    count: number;
                    label: string;
                }[];
                name: string;
                note: string | null;
                people: {
                    allergies: string[];
                    child: boolean;
                    companion_of: string | null;
                    menu_label: string;
                    name: string;
                }[];
                table_id: number | null;
            }[];
        };
        SeatingMovesInputDto: {
            moves: {
                person: string;
                seat?: number | null;
                table_id: number | null;
            }[];
            version: number;
        };
        /** SeatingPlan */
        SeatingPlan: {
            counts: {
                attending: number;
                seated: number;
                seats: number;
                unseated: number;
            };
            tables: {
                id: number;
                name: string;
                note: string | null;
                occupied: number;
                people: {
                    allergies: string[];
                    attending: boolean;
                    child: boolean;
                    companion: boolean;
                    companion_of: string | null;
                    group_id: number | null;
                    group_name: string | null;
                    guest_id: number;
                    key: string;
                    menu_label: string;
                    /** @enum {string|null} */
                    menu_type: "Menü 1" | "Menü 2" | "Menü 3" | null;
                    name: string;
                    seat: number | null;
                    table_id: number | null;
                }[];
                seats: number;
                /** @enum {string} */
                shape: "round" | "long";
            }[];
            unseated: {
                allergies: string[];
                attending: boolean;
                child: boolean;
                companion: boolean;
                companion_of: string | null;
                group_id: number | null;
                group_name: string | null;
                guest_id: number;
                key: string;
                menu_label: string;
                /** @enum {string|null} */
                menu_type: "Menü 1" | "Menü 2" | "Menü 3" | null;
                name: string;
                seat: number | null;
                table_id: number | null;
            }[];
            version: number;
            warnings: {
                /** @enum {string} */
                kind: "over_capacity" | "family_split" | "couple_split" | "declined_seated" | "child_without_parent";
                msg: string;
                people: string[];
                table_ids: number[];
            }[];
        };
        /** SeatingSettings */
        SeatingSettings: {
            /** Format: date-time */
            guests_see_table_from: string | null;
        };
        SeatingSettingsInputDto: {
            /** Format: date-time */
            guests_see_table_from: string | null;
        };
        /** SeatingSuggestion */
        SeatingSuggestion: {
            moves: {
                person: string;
                seat: number | null;
                table_id: number | null;
            }[];
            unplaced: string[];
            version: number;
            warnings: {
                /** @enum {string} */
                kind: "over_capacity" | "family_split" | "couple_split" | "declined_seated" | "child_without_parent";
                msg: string;
                people: string[];
                table_ids: number[];
            }[];
        };
        SeatingSuggestionInputDto: {
            /** @default true */
            keep_seated?: boolean;
            version: number;
        };
        /** SeatingTable */
        SeatingTable: {
            id: number;
            name: string;
            note: string | null;
            occupied: number;
            seats: number;
            /** @enum {string} */
            shape: "round" | "long";
        };
        SeatingTableInputDto: {
            name: string;
            note?: string | null;
            seats: number;
            /** @enum {string} */
            shape: "round" | "long";
        };
        SeatingTableList: {
            id: number;
            name: string;
            note: string | null;
            occupied: number;
            seats: number;
            /** @enum {string} */
            shape: "round" | "long";
        }[];
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
            category?: "" | ("Fotograf" | "Catering" | "Musik" | "Dekoration" | "Location" | "Transport" | "Zauberei" | "Feuershow" | "Sonstiges") | (null);
            company_name: string;
            contact_name?: string | null;
            duration?: number | null;
            email?: "" | string | (null);
            mobile?: string | null;
            payment_due?: "" | string | (null);
            payment_info?: string | null;
            phone?: string | null;
            preparation_time?: number | null;
            price?: number | string | (null);
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
            category?: "" | ("Fotograf" | "Catering" | "Musik" | "Dekoration" | "Location" | "Transport" | "Zauberei" | "Feuershow" | "Sonstiges") | (null);
            company_name?: string;
            contact_name?: string | null;
            duration?: number | null;
            email?: "" | string | (null);
            mobile?: string | null;
            payment_due?: "" | string | (null);
            payment_info?: string | null;
            phone?: string | null;
            preparation_time?: number | null;
            price?: number | string | (null);
            service_description?: string | null;
            travel_distance?: number | null;
        };
        SignInFailureList: {
            address: string;
            /** Format: date-time */
            at: string;
            known_browser: boolean;
            username: string;
        }[];
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
                "Ap\u00E9ro": number;
                "Inner Circle": number;
            } & {
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
                "Ap\u00E9ro": number;
                "Inner Circle": number;
            } & {
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
            end_time?: "" | string | (null);
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
        /** VenueAdmin */
        VenueAdmin: {
            auto_approve: boolean;
            /** Format: date-time */
            gallery_closed_until: string | null;
            /** VenueLink */
            link: {
                /** Format: date-time */
                created_at: string;
                token: string;
                url: string;
            } | null;
            pending_count: number;
            show_uploader_names: boolean;
        };
        /** VenueInfo */
        VenueInfo: {
            couple_names: string;
            max_bytes: number;
            needs_approval: boolean;
            title: string;
        };
        VenueSettingsInputDto: {
            auto_approve?: boolean;
            /** Format: date-time */
            gallery_closed_until?: string | null;
            show_uploader_names?: boolean;
        };
        VenueUploadedPhotoList: {
            filename: string;
            id: number;
            pending: boolean;
        }[];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    AdminDashboard_get: {
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
                    "application/json": components["schemas"]["AdminDashboard"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    PrivacyAdmin_legalPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
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
                    "application/json": components["schemas"]["AdminLegalPage"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    PrivacyAdmin_updateLegalPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalPageInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLegalPage"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    PrivacyAdmin_deletionRequests: {
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
                    "application/json": components["schemas"]["AdminDeletionRequestList"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    PrivacyAdmin_confirm: {
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    PrivacyAdmin_decline: {
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
                "application/json": components["schemas"]["DeletionDeclineInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDeletionRequest"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    PrivacyAdmin_removalRequests: {
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
                    "application/json": components["schemas"]["AdminRemovalRequestList"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    PrivacyAdmin_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mediaId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemovalDecisionInputDto"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    PrivacyAdmin_settings: {
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
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    PrivacyAdmin_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacySettingsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    AdminSeating_plan: {
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
                    "application/json": components["schemas"]["SeatingPlan"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    AdminSeating_kitchenList: {
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
                    "application/json": components["schemas"]["SeatingKitchenList"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    AdminSeating_move: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatingMovesInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeatingPlan"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    AdminSeating_settings: {
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
                    "application/json": components["schemas"]["SeatingSettings"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    AdminSeating_saveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatingSettingsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeatingSettings"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    AdminSeating_suggest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatingSuggestionInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeatingSuggestion"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    AdminSeating_tables: {
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
                    "application/json": components["schemas"]["SeatingTableList"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    AdminSeating_createTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeatingTableInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeatingTable"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    AdminSeating_updateTable: {
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
                "application/json": components["schemas"]["SeatingTableInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeatingTable"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    AdminSeating_deleteTable: {
        parameters: {
            query?: {
                confirm?: "true" | "false";
            };
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    SignInFailures_list: {
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
                    "application/json": components["schemas"]["SignInFailureList"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Too many attempts; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Too many attempts; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Too many attempts; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Too many attempts; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    Exports_guestList: {
        parameters: {
            query: {
                format: "pdf" | "csv" | "xlsx";
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
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    KitchenExport_kitchenList: {
        parameters: {
            query: {
                format: "pdf" | "csv" | "xlsx";
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
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    Exports_roomList: {
        parameters: {
            query: {
                format: "pdf" | "csv" | "xlsx";
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
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    Exports_rsvpList: {
        parameters: {
            query: {
                format: "pdf" | "csv" | "xlsx";
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
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    SeatingExport_chart: {
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
                    "application/pdf": string;
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    SeatingExport_kitchenList: {
        parameters: {
            query: {
                format: "pdf" | "csv" | "xlsx";
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
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    SeatingExport_placeCards: {
        parameters: {
            query?: {
                layout?: "folded" | "flat";
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    SeatingExport_plan: {
        parameters: {
            query: {
                format: "csv" | "xlsx";
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
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    SeatingExport_tableCards: {
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
                    "application/pdf": string;
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    Exports_timeline: {
        parameters: {
            query: {
                format: "pdf" | "csv" | "xlsx";
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
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_requestRemoval: {
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
                "application/json": components["schemas"]["RemovalRequestInputDto"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_photoConsent: {
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
                    "application/json": components["schemas"]["PhotoConsentStatus"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_confirmPhotoConsent: {
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
                    "application/json": components["schemas"]["PhotoConsentStatus"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_overview: {
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
                    "application/json": components["schemas"]["GuestPrivacyReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_withdrawAllergyConsent: {
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
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_requestDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeletionRequestInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestDeletionRequest"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_withdrawDeletionRequest: {
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
                    "application/json": components["schemas"]["SuccessReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_export: {
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_exportLink: {
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_deletePhotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestPhotosDeleteInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotosDeletedReply"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_signOutEverywhere: {
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestPrivacy_wall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestWallInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestWallReply"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    GuestSeating_table: {
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
                    "application/json": components["schemas"]["GuestSeating"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
    LegalPages_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
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
                    "application/json": components["schemas"]["LegalPage"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    VenueAdmin_approve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaIdsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaIdsReply"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    VenueAdmin_pending: {
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
                    "application/json": components["schemas"]["MediaItemList"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    VenueAdmin_reject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaIdsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaIdsReply"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    VenueAdmin_get: {
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
                    "application/json": components["schemas"]["VenueAdmin"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    VenueAdmin_renew: {
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
                    "application/json": components["schemas"]["VenueAdmin"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    VenueAdmin_switchOff: {
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
                    "application/json": components["schemas"]["VenueAdmin"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    VenueAdmin_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VenueSettingsInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueAdmin"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    VenueAdmin_tableCards: {
        parameters: {
            query?: {
                per_page?: "2" | "4" | "6";
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    MediaGallery_status: {
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
                    "application/json": components["schemas"]["GalleryStatus"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    MediaGallery_removeOwn: {
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Too many attempts; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    RemoteReleases_load: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoteLoadReportDto"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Too many attempts; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    RemoteReleases_freeze: {
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
                    "application/json": components["schemas"]["ReleaseFreezeReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    RemoteReleases_setFreeze: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseFreezeInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseFreezeReply"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    RemoteReleases_liftFreeze: {
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
                    "application/json": components["schemas"]["ReleaseFreezeReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    RemoteReleases_status: {
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
                    "application/json": components["schemas"]["RemoteReleaseStatusList"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    ProviderSeating_kitchenList: {
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
                    "application/json": components["schemas"]["SeatingKitchenList"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Conflicts with what is stored (a name already taken, still in use, …). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Signed in, but this account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    Venue_info: {
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
                    "application/json": components["schemas"]["VenueInfo"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    Venue_upload: {
        parameters: {
            query?: never;
            header: {
                /** @description Die eigene zufällige ID des Telefons (16–100 Zeichen A-Z, a-z, 0-9, - und _) */
                "X-Device-Id": string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    description?: string | null;
                    "files[]": string[];
                    uploader_name: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueUploadedPhotoList"];
                };
            };
            /** @description The request is invalid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body or upload is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description The body has a type or encoding this route does not take. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Too many attempts; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
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
            /** @description Not signed in, or the session has ended. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
}
