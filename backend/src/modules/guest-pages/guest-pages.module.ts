import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { GuestPagesController } from './guest-pages.controller.js';
import { GuestPagesService } from './guest-pages.service.js';
import { GuestPage } from './guest-page.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([GuestPage])], controllers: [GuestPagesController], providers: [GuestPagesService] })
export class GuestPagesModule {}
