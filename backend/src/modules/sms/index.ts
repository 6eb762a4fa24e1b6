/** The messages tool's public surface (SMS and e-mail): its module, the service other modules send through, and its entities (for src/entities.ts). */
export { SmsBatch, SmsMessage, SmsOptOut } from './sms.entity.js';
export { SmsModule } from './sms.module.js';
export { MessagesService, type SendRemindersInput, type SendRemindersResult } from './messages.service.js';
