import { createHash } from 'node:crypto';
import { REMOTE_PREVIEW_LINK_DAYS, REMOTE_PREVIEW_MESSAGES, REMOTE_PREVIEW_QUERY, REMOTE_PREVIEW_TOKEN_QUERY, type RemoteName } from '@hochzeit/contracts';
import type { RemotePreviewLink, RemotePreviewRelease } from '@hochzeit/contracts';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RemoteReleaseCatalog } from './remote-release-catalog.js';

interface PreviewClaims {
  purpose: 'remote-preview';
  remote: RemoteName;
  version: string;
}

/**
 * Preview links pin one release of one remote for a tester's browser session. The link's token is
 * signed with a key derived from the session secret, so it can never pass as a session token.
 */
@Injectable()
export class RemotePreviewsService {
  private readonly jwt: JwtService;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: RemoteReleaseCatalog,
  ) {
    const secret = createHash('sha256').update(`remote-preview:${config.jwtSecret}`).digest('base64url');
    this.jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } });
  }

  private async releaseOrNotFound(remote: RemoteName, version: string) {
    const release = await this.catalog.release(remote, version);
    if (!release) throw new NotFoundException(REMOTE_PREVIEW_MESSAGES.unknownVersion);
    return release;
  }

  async createLink(remote: RemoteName, version: string): Promise<RemotePreviewLink> {
    await this.releaseOrNotFound(remote, version);
    const expiresAt = new Date(Date.now() + REMOTE_PREVIEW_LINK_DAYS * 86_400_000);
    const token = this.jwt.sign({ purpose: 'remote-preview', remote, version } satisfies PreviewClaims, {
      expiresIn: Math.floor((expiresAt.getTime() - Date.now()) / 1000),
    });
    const query = new URLSearchParams({ [REMOTE_PREVIEW_QUERY]: `${remote}@${version}`, [REMOTE_PREVIEW_TOKEN_QUERY]: token });
    return { remote, version, token, url: `${this.config.publicUrl}/?${query.toString()}`, expires_at: expiresAt.toISOString() };
  }

  /** The pinned release, or 403 for a token that is not a valid, unexpired preview link. */
  async resolve(token: string): Promise<RemotePreviewRelease> {
    // Any token this server signed verifies: its purpose is checked below.
    let claims: Omit<PreviewClaims, 'purpose'> & { purpose?: unknown };
    try {
      claims = this.jwt.verify<typeof claims & object>(token);
    } catch {
      throw new ForbiddenException(REMOTE_PREVIEW_MESSAGES.invalidLink);
    }
    if (claims.purpose !== 'remote-preview') throw new ForbiddenException(REMOTE_PREVIEW_MESSAGES.invalidLink);
    const release = await this.releaseOrNotFound(claims.remote, claims.version);
    return { remote: claims.remote, ...release };
  }
}
