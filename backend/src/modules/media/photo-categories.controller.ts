import { PhotoCategory, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import { IdParam } from '../../common/id-param.js';
import { PhotoCategoryInputDto } from './dto/media.dto.js';
import { PhotoCategoriesService } from './photo-categories.service.js';

/** Photo categories as the media manager keeps them. Admin-only (the guard's default). */
@Controller('api/media/admin/photo-categories')
export class PhotoCategoriesController {
  constructor(private readonly categories: PhotoCategoriesService) {}

  @Get()
  @Reply(z.array(PhotoCategory))
  @ApiDoc('List photo categories')
  list() {
    return this.categories.list();
  }

  @Post()
  @Reply(PhotoCategory, 201)
  @ApiDoc('Create a photo category')
  create(@Body() input: PhotoCategoryInputDto) {
    return this.categories.create(input.name);
  }

  @Put(':id')
  @Reply(PhotoCategory)
  @ApiDoc('Rename a photo category')
  rename(@IdParam() id: number, @Body() input: PhotoCategoryInputDto) {
    return this.categories.rename(id, input.name);
  }

  @Delete(':id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a photo category')
  async remove(@IdParam() id: number) {
    await this.categories.remove(id);
    return { success: true as const };
  }
}
