import { DemoDataRemoval } from '@hochzeit/contracts';
import { Controller, Post } from '@nestjs/common';
import { ApiDoc, Reply } from '../../api/reply.js';
import { DemoDataService } from './demo-data.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin/demo-data')
export class DemoDataController {
  constructor(private readonly demoData: DemoDataService) {}

  /** Removes the seeded demo wedding in one transaction and answers how much of each kind went. */
  @Post('remove')
  @Reply(DemoDataRemoval)
  @ApiDoc('Remove the demo data')
  remove() {
    return this.demoData.remove();
  }
}
