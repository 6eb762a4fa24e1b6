import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AdminUser } from './admin-user.entity.js';
import { GUEST_SIGN_IN, type LinkSignIn, PROVIDER_SIGN_IN } from './principals.js';
import { TokenService } from './token.service.js';

// argon2id with OWASP's recommended minimum parameters.
export const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };
// Verifying against this keeps the answer time the same whether or not the user exists.
let dummyHash: Promise<string> | undefined;

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(GUEST_SIGN_IN) private readonly guests: LinkSignIn,
    @Inject(PROVIDER_SIGN_IN) private readonly providers: LinkSignIn,
  ) {}

  async loginAdmin(username: string, password: string): Promise<string> {
    const admin = await this.em.findOne(AdminUser, { username });
    dummyHash ??= hash('not-a-password', ARGON2_OPTIONS);
    const ok = await verify(admin?.password_hash ?? (await dummyHash), password).catch(() => false);
    if (!admin || !ok) throw new UnauthorizedException('Ungültiger Benutzername oder Passwort');
    return this.tokens.issueSessionToken(admin.id, 'admin', admin.session_version);
  }

  async loginGuest(token: string): Promise<string> {
    const guest = await this.em.findOne(this.guests.entity, { login_token: token });
    if (!guest) throw new UnauthorizedException('Ungültiger oder abgelaufener Einladungslink');
    return this.tokens.issueSessionToken(guest.id, 'guest', guest.session_version);
  }

  async loginServiceProvider(token: string): Promise<string> {
    const provider = await this.em.findOne(this.providers.entity, { login_token: token });
    if (!provider) throw new UnauthorizedException('Ungültiger oder abgelaufener Dienstleister-Link');
    return this.tokens.issueSessionToken(provider.id, 'service_provider', provider.session_version);
  }

  /** Creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD when there is none yet. */
  async ensureFirstAdmin(): Promise<void> {
    const em = this.em.fork();
    if ((await em.count(AdminUser)) > 0) return;
    const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
    em.create(AdminUser, { username: this.config.adminUsername, password_hash: await hash(password, ARGON2_OPTIONS) });
    await em.flush();
    if (this.config.adminPassword) {
      this.logger.log(`Admin "${this.config.adminUsername}" angelegt (Passwort aus ADMIN_PASSWORD).`);
    } else {
      // Printed exactly once: the hash is all that is stored.
      this.logger.warn(`Admin "${this.config.adminUsername}" angelegt. Einmaliges Passwort: ${password}`);
    }
  }
}
