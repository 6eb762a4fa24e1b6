import { defineEntity, p } from '@mikro-orm/core';

/** An address that asked for no more e-mail (lower case): like a STOP for SMS, every send skips it. */
const EmailUnsubscribeSchema = defineEntity({
  name: 'EmailUnsubscribe',
  tableName: 'email_unsubscribe',
  properties: {
    address: p.string().length(254).primary(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
export class EmailUnsubscribe extends EmailUnsubscribeSchema.class {}
EmailUnsubscribeSchema.setClass(EmailUnsubscribe);
