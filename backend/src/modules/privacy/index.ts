/** The privacy module's public surface (issue 42): the module, its entities (for src/entities.ts) and the retention's open points (admin dashboard). */
export { PrivacyModule } from './privacy.module.js';
export { DeletionRequest, GuestSession, LegalPage, PrivacySettings, RemovalRequest } from './privacy.entity.js';
export { PrivacyClock } from './privacy-clock.js';
export { RetentionService } from './retention.service.js';
