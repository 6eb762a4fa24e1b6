import { Menu, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import { IdParam } from '../../common/id-param.js';
import { MenuInputDto } from './dto/menu.input.js';
import { MenusService } from './menus.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin/menus')
export class MenusController {
  constructor(private readonly menus: MenusService) {}

  @Get()
  @Reply(z.array(Menu))
  @ApiDoc('List menus')
  list() {
    return this.menus.list();
  }

  @Post()
  @Reply(Menu, 201)
  @ApiDoc('Create a menu')
  create(@Body() input: MenuInputDto) {
    return this.menus.create(input);
  }

  @Put(':id')
  @Reply(Menu)
  @ApiDoc('Update a menu')
  update(@IdParam() id: number, @Body() input: MenuInputDto) {
    return this.menus.update(id, input);
  }

  @Delete(':id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a menu')
  async remove(@IdParam() id: number) {
    await this.menus.remove(id);
    return { success: true };
  }
}
