import type { EntityManager } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { Guest } from '../modules/guests/guest.entity.js';
import { ServiceProvider } from '../modules/service-providers/service-provider.entity.js';

const logger = new Logger('DemoData');

/** Seeds a believable wedding on an empty database so a newcomer sees every screen with content. */
export async function seedDemoData(em: EntityManager, config: AppConfig): Promise<void> {
  if ((await em.count(Guest)) > 0 || (await em.count(ServiceProvider)) > 0) return;

  const guests = [
    { first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle', side: 'Ehefrau', mobile: '+41 79 123 45 67', email: 'anna.meier@example.ch', allergies: ['Nüsse'] as string[] },
    { first_name: 'Lukas', last_name: 'Meier', guest_type: 'Inner Circle', side: 'Ehefrau', mobile: '+41 79 123 45 68' },
    { first_name: 'Sophie', last_name: 'Keller', guest_type: 'Inner Circle', side: 'Ehemann', special_requests: 'Vegetarisch' },
    { first_name: 'Jonas', last_name: 'Brunner', guest_type: 'Apéro', side: 'Ehemann', mobile: '+41 78 555 10 20' },
    { first_name: 'Mia', last_name: 'Steiner', guest_type: 'Apéro', side: 'Beide' },
  ] as const;
  const created = guests.map((g) => em.create(Guest, { ...g, allergies: [...(('allergies' in g && g.allergies) || [])] }));

  const providers = [
    { company_name: 'Fotostudio Lichtblick', contact_name: 'Nina Frei', category: 'Fotograf', phone: '+41 71 222 33 44', email: 'info@lichtblick.example', duration: 480, preparation_time: 60, price: '2400.00' },
    { company_name: 'Schlossküche Wartensee', contact_name: 'Marco Rossi', category: 'Catering', phone: '+41 71 858 73 73', duration: 360, preparation_time: 120, price: '9850.50' },
    { company_name: 'Bodensee Swing Trio', contact_name: 'Lea Graf', category: 'Musik', mobile: '+41 76 444 55 66', duration: 240, preparation_time: 45 },
  ];
  const createdProviders = providers.map((p) => em.create(ServiceProvider, p));
  await em.flush();

  logger.log('Demodaten angelegt. Persönliche Links zum Ausprobieren:');
  for (const guest of created) logger.log(`  Gast ${guest.first_name} ${guest.last_name} (${guest.guest_type}): ${config.publicUrl}/guest-login?token=${guest.login_token}`);
  for (const provider of createdProviders) logger.log(`  Dienstleister ${provider.company_name}: ${config.publicUrl}/provider-login?token=${provider.login_token}`);
}
