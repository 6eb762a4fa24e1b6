import { Location, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import { IdParam } from '../../common/id-param.js';
import { LocationInputDto } from './dto/room.input.js';
import { LocationsService } from './locations.service.js';

/** Where rooms are: name and address, shown in the guest's accommodation block. Admin-only (the guard's default). */
@Controller('api/admin/locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get()
  @Reply(z.array(Location))
  @ApiDoc('List locations')
  list() {
    return this.locations.list();
  }

  @Post()
  @Reply(Location, 201)
  @ApiDoc('Create a location')
  create(@Body() input: LocationInputDto) {
    return this.locations.create(input);
  }

  @Put(':id')
  @Reply(Location)
  @ApiDoc('Update a location')
  update(@IdParam() id: number, @Body() input: LocationInputDto) {
    return this.locations.update(id, input);
  }

  @Delete(':id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a location', 409)
  async remove(@IdParam() id: number) {
    await this.locations.remove(id);
    return { success: true as const };
  }
}
