import { AdminUser } from '../auth/admin-user.entity.js';
import { Guest } from '../modules/guests/guest.entity.js';
import { ServiceProvider } from '../modules/service-providers/service-provider.entity.js';

/** Every entity of the application, registered once with the ORM. */
export const ENTITIES = [AdminUser, Guest, ServiceProvider];
