import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MenusController } from './menus.controller.js';
import { MenusService } from './menus.service.js';
import { Menu } from './menu.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([Menu])], controllers: [MenusController], providers: [MenusService] })
export class MenusModule {}
