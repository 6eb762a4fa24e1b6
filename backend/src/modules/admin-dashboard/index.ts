/** The admin dashboard's public surface: its module (app.module.ts imports it); nothing else is used by other modules. */
export { AdminDashboardModule } from './admin-dashboard.module.js';
