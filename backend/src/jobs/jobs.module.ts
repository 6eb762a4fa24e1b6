import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from './job-queue.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { OutboxRelay } from './outbox-relay.js';

/**
 * The job queue and the outbox relay. The module orders their lifecycle: the queue connects
 * before any feature registers a handler (onModuleInit), workers and relay start once every
 * handler is registered (onApplicationBootstrap), and on shutdown the relay stops before the
 * queue, which stops before the ORM closes its database.
 */
@Global()
@Module({ imports: [MikroOrmModule.forFeature([OutboxMessage])], providers: [JobQueue, OutboxRelay], exports: [JobQueue, OutboxRelay] })
export class JobsModule implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    private readonly queue: JobQueue,
    private readonly relay: OutboxRelay,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.start();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.startWorking();
    this.relay.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
    await this.queue.stop();
  }
}
