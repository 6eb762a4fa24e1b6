import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { KitchenModule } from '../kitchen/kitchen.module.js';
import { RsvpModule } from '../rsvp/rsvp.module.js';
import { AdminSeatingController, GuestSeatingController, ProviderSeatingController } from './seating.controller.js';
import { SeatAssignment } from './seat-assignment.entity.js';
import { SeatingPlanState } from './seating-plan.entity.js';
import { SeatingTable } from './seating-table.entity.js';
import { SeatingClock, SeatingService } from './seating.service.js';

/** The seating plan (issue 39): tables, places with a version, warnings, suggestion, the guest's table, the kitchen per table. */
@Module({
  imports: [MikroOrmModule.forFeature([SeatingTable, SeatAssignment, SeatingPlanState]), RsvpModule, KitchenModule],
  controllers: [AdminSeatingController, GuestSeatingController, ProviderSeatingController],
  providers: [SeatingService, SeatingClock],
  exports: [SeatingService],
})
export class SeatingModule {}
