/** The privacy module's public surface (issue 42): the module and its entities (for src/entities.ts). */
export { PrivacyModule } from './privacy.module.js';
export { DeletionRequest, GuestSession, LegalPage, PrivacySettings, RemovalRequest } from './privacy.entity.js';
export { PrivacyClock } from './privacy-clock.js';
