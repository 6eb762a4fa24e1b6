/** The SMS module's public surface: its entities (for src/entities.ts). */
export { SmsBatch, SmsMessage, SmsOptOut } from './sms.entity.js';
