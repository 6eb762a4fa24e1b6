import { activeFreeze, type Registry, RELEASE_FREEZE_MESSAGES, type ReleaseFreezeInput, type ReleaseFreezeReply } from '@hochzeit/contracts';
import { MikroORM } from '@mikro-orm/core';
import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { AdminUser } from '../../auth/admin-user.entity.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RemoteRegistryStore, StaleRegistryError } from './remote-registry-store.js';

/**
 * The freeze window set from the admin's settings (the operators' tool sets the same field): while it
 * is in force, promotions and canaries are refused unless forced with a reason; rollbacks stay allowed.
 */
@Injectable()
export class RemoteReleaseFreeze {
  private readonly logger = new Logger('RemoteReleases');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orm: MikroORM,
    private readonly store: RemoteRegistryStore,
  ) {}

  async read(now = new Date()): Promise<ReleaseFreezeReply> {
    return reply(await this.store.read(), now);
  }

  /** Sets (or with null lifts) the window; `adminId` is who did it, named in the registry as the tool names its user. */
  async set(input: ReleaseFreezeInput | null, adminId: number, now = new Date()): Promise<ReleaseFreezeReply> {
    if (!this.config.databaseUrl && !this.config.registryFile) throw new ConflictException({ msg: RELEASE_FREEZE_MESSAGES.noRegistry });
    if (input && Date.parse(input.until) <= now.getTime()) throw new BadRequestException({ msg: RELEASE_FREEZE_MESSAGES.untilPast });
    const admin = await this.orm.em.fork().findOne(AdminUser, { id: adminId });
    const by = admin?.username ?? `admin ${adminId}`;
    const freeze = input ? { from: new Date(input.from).toISOString(), until: new Date(input.until).toISOString(), reason: input.reason, by } : null;
    const current = await this.store.read();
    try {
      const next = current
        ? await this.store.update(current.revision, (registry) => {
            registry.freeze = freeze;
          })
        : await this.writeFirst(freeze);
      this.logger.log({ freeze, by }, freeze ? 'Freeze gesetzt' : 'Freeze aufgehoben');
      return reply(next, now);
    } catch (error) {
      // Someone (the tool, the registry's automatic rollback) changed the registry meanwhile.
      if (error instanceof StaleRegistryError) throw new ConflictException({ msg: RELEASE_FREEZE_MESSAGES.busy });
      throw error;
    }
  }

  /** No registry yet (nothing released): the freeze is its first content. */
  private async writeFirst(freeze: Registry['freeze']): Promise<Registry> {
    const registry: Registry = { revision: 1, remotes: {}, freeze };
    await this.store.write(registry);
    return registry;
  }
}

const reply = (registry: Registry | null, now: Date): ReleaseFreezeReply => {
  const freeze = registry?.freeze ?? null;
  return { freeze, active: freeze !== null && Boolean(activeFreeze({ freeze }, now)) };
};
