import {
  ADMIN_NOT_FOUND,
  ADMIN_USERNAME_TAKEN,
  type AccessTokenReply,
  type AdminUser as AdminUserReply,
  type AdminUserInput,
  CURRENT_PASSWORD_WRONG,
  LAST_ADMIN,
  type PasswordChangeInput,
} from '@hochzeit/contracts';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import type { Response } from 'express';
import { orNotFound } from '../common/persistence.js';
import { AdminUser } from './admin-user.entity.js';
import { ARGON2_OPTIONS } from './auth.service.js';
import type { AuthUser } from './auth.types.js';
import { LoginRateLimit, WrongPasswordException } from './login-rate-limit.js';
import { SessionVersions } from './session-versions.js';
import { TokenService } from './token.service.js';

const view = (admin: AdminUser): AdminUserReply => ({ id: admin.id, username: admin.username, created_at: admin.created_at });

/** The admins' own accounts: password change, further admins, ending admin sessions. */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
    private readonly sessions: SessionVersions,
    private readonly rateLimit: LoginRateLimit,
  ) {}

  /**
   * Sets a new password after checking the current one. The admin's other sessions end (a
   * password is usually changed because it may be known to someone else); the reply's fresh token
   * keeps this browser signed in. Wrong current passwords count like failed sign-ins of the
   * account (same limits, same 429), so a stolen session cannot guess the password.
   */
  async changePassword(user: AuthUser, input: PasswordChangeInput, client: { ip: string; res: Response }): Promise<AccessTokenReply> {
    const admin = await this.em.findOneOrFail(AdminUser, { id: user.id }, orNotFound(ADMIN_NOT_FOUND));
    return this.rateLimit.password({ ...client, username: admin.username }, async () => {
      const ok = await verify(admin.password_hash, input.current_password).catch(() => false);
      if (!ok) throw new WrongPasswordException(CURRENT_PASSWORD_WRONG);
      admin.password_hash = await hash(input.new_password, ARGON2_OPTIONS);
      admin.session_version += 1;
      await this.em.flush();
      return { access_token: this.tokens.issueSessionToken(admin.id, 'admin', admin.session_version) };
    });
  }

  async list(): Promise<AdminUserReply[]> {
    const admins = await this.em.find(AdminUser, {}, { orderBy: { username: 'asc', id: 'asc' } });
    return admins.map(view);
  }

  async create(input: AdminUserInput): Promise<AdminUserReply> {
    if (await this.em.count(AdminUser, { username: input.username })) throw new ConflictException(ADMIN_USERNAME_TAKEN);
    const admin = this.em.create(AdminUser, { username: input.username, password_hash: await hash(input.password, ARGON2_OPTIONS) });
    try {
      await this.em.flush();
    } catch (error) {
      // Two admins added under one name at the same moment: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(ADMIN_USERNAME_TAKEN);
      throw error;
    }
    return view(admin);
  }

  /** Removes an admin (their sessions end with the record); there is always at least one left. */
  async remove(id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      // Locking every admin row serialises concurrent removals, so two admins cannot remove each other at once.
      const admins = await em.find(AdminUser, {}, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const admin = admins.find((a) => a.id === id);
      if (!admin) throw new NotFoundException(ADMIN_NOT_FOUND);
      if (admins.length === 1) throw new ConflictException(LAST_ADMIN);
      em.remove(admin);
    });
  }

  /**
   * Ends every admin session, the caller's other browsers included. The caller's current browser
   * stays signed in with the fresh token of the reply.
   */
  async endAllAdminSessions(user: AuthUser): Promise<AccessTokenReply> {
    await this.sessions.endAllAdminSessions();
    const admin = await this.em.fork().findOneOrFail(AdminUser, { id: user.id }, orNotFound(ADMIN_NOT_FOUND));
    return { access_token: this.tokens.issueSessionToken(admin.id, 'admin', admin.session_version) };
  }
}
