/** The SMS module's public surface: its entities (registered with the ORM by the composition root's list too). */
export { SmsBatch, SmsMessage, SmsOptOut } from './sms.entity.js';
