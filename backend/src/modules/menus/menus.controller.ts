import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { IdParam } from '../../common/id-param.js';
import { CreateMenuInput, UpdateMenuInput } from './dto/menu.input.js';
import { MenusService } from './menus.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin/menus')
export class MenusController {
  constructor(private readonly menus: MenusService) {}

  @Get()
  list() {
    return this.menus.list();
  }

  @Post()
  create(@Body() input: CreateMenuInput) {
    return this.menus.create(input);
  }

  @Put(':id')
  update(@IdParam() id: number, @Body() input: UpdateMenuInput) {
    return this.menus.update(id, input);
  }

  @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.menus.remove(id);
    return { success: true };
  }
}
