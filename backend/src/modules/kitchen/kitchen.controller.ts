import { KitchenList } from '@hochzeit/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiDoc, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { KitchenService } from './kitchen.service.js';

/** The admins' kitchen list (admin-only: the guard's default). */
@Controller('api/admin/kitchen-list')
export class AdminKitchenController {
  constructor(private readonly kitchen: KitchenService) {}

  @Get()
  @Reply(KitchenList)
  @ApiDoc('The kitchen list (admin)')
  list() {
    return this.kitchen.list();
  }
}

/** The catering provider's kitchen list, for their dashboard; other providers get a 403. */
@Roles('service_provider')
@Controller('api/service-provider/kitchen-list')
export class ProviderKitchenController {
  constructor(private readonly kitchen: KitchenService) {}

  @Get()
  @Reply(KitchenList)
  @ApiDoc('The kitchen list (service provider)')
  list(@CurrentUser() provider: AuthUser) {
    return this.kitchen.forProvider(provider.id);
  }
}
