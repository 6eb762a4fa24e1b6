import type { ProviderCategory } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';
import { newLoginToken } from '../../auth/login-token.js';

const ServiceProviderSchema = defineEntity({
  name: 'ServiceProvider',
  tableName: 'service_provider',
  properties: {
    id: p.integer().primary(),
    company_name: p.string().length(200),
    contact_name: p.string().length(200).nullable(),
    phone: p.string().length(50).nullable(),
    mobile: p.string().length(50).nullable(),
    email: p.string().length(254).nullable(),
    address: p.text().nullable(),
    travel_distance: p.integer().nullable(),
    category: p.string().$type<ProviderCategory>().length(50).nullable(),
    service_description: p.text().nullable(),
    duration: p.integer().nullable(),
    preparation_time: p.integer().nullable(),
    // Money is a fixed-point decimal, kept as a string so no float rounding ever touches it.
    price: p.decimal('string').precision(10).scale(2).nullable(),
    payment_info: p.text().nullable(),
    payment_due: p.type('date').nullable(),
    admin_notes: p.text().nullable(),
    login_token: p.string().length(64).unique().onCreate(() => newLoginToken()),
    // Raised to end the sessions opened so far (see auth/session-versions.ts).
    session_version: p.integer().default(0),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export class ServiceProvider extends ServiceProviderSchema.class {}
ServiceProviderSchema.setClass(ServiceProvider);
