import { EntityManager, RequestContext } from '@mikro-orm/core';
import { Injectable, type NestMiddleware } from '@nestjs/common';

/**
 * The request's own EntityManager, forked only when the request first uses the database. Most
 * requests of a busy day never do (cached replies, thumbnails from memory, health checks), and an
 * eager fork per request (what MikroORM's own middleware does) was a tenth of the server's CPU and
 * garbage under a guest rush. MikroORM finds a request's EntityManager only by its name in the
 * context's map, so the map forks on that first lookup.
 */
class ForkOnFirstUse extends Map<string, EntityManager> {
  private forking = false;

  constructor(private readonly root: EntityManager) {
    super();
  }

  override get(name: string): EntityManager | undefined {
    let em = super.get(name);
    // While the fork is being made, it asks for the context itself: none yet, as with an eager fork.
    if (!em && name === this.root.name && !this.forking) {
      this.forking = true;
      try {
        em = this.root.fork({ useContext: true });
      } finally {
        this.forking = false;
      }
      this.set(name, em);
    }
    return em;
  }
}

/** Runs each request in its own ORM context (replaces MikroOrmModule's registerRequestContext). */
@Injectable()
export class RequestContextMiddleware implements NestMiddleware {
  constructor(private readonly em: EntityManager) {}

  use(_req: unknown, _res: unknown, next: () => void): void {
    runInRequestContext(this.em, next);
  }
}

/** Runs `work` in a fresh ORM context whose EntityManager is forked from `em` when first used. */
export function runInRequestContext<T>(em: EntityManager, work: () => T): T {
  // RequestContext.create(em) would fork at once; given no EntityManagers it only opens the context.
  return RequestContext.create([], () => {
    const context = RequestContext.currentRequestContext()!;
    (context as { map: Map<string, EntityManager> }).map = new ForkOnFirstUse(em);
    return work();
  });
}
