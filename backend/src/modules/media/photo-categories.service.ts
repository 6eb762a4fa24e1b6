import { PHOTO_CATEGORY_NOT_FOUND, type PhotoCategory as PhotoCategoryReply } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { MediaQueries } from './media.queries.js';
import { byName } from './names.js';
import { PhotoCategory } from './photo-category.entity.js';

/** Photo categories as the media manager keeps them; each counts every medium in it (hidden ones too). */
@Injectable()
export class PhotoCategoriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: MediaQueries,
  ) {}

  private findOrFail(id: number): Promise<PhotoCategory> {
    return this.em.findOneOrFail(PhotoCategory, { id }, orNotFound(PHOTO_CATEGORY_NOT_FOUND));
  }

  private async counted(id?: number): Promise<PhotoCategoryReply[]> {
    return (await this.queries.countedCategories(id)).sort(byName);
  }

  list(): Promise<PhotoCategoryReply[]> {
    return this.counted();
  }

  private async one(id: number): Promise<PhotoCategoryReply> {
    const [category] = await this.counted(id);
    return category;
  }

  async create(name: string): Promise<PhotoCategoryReply> {
    const category = this.em.create(PhotoCategory, { name });
    await this.em.flush();
    return { id: category.id, name: category.name, media_count: 0 };
  }

  async rename(id: number, name: string): Promise<PhotoCategoryReply> {
    this.em.assign(await this.findOrFail(id), { name }, UPDATE);
    await this.em.flush();
    return this.one(id);
  }

  /** The category's links to media go with it (the media stay). */
  async remove(id: number): Promise<void> {
    this.em.remove(await this.findOrFail(id));
    await this.em.flush();
  }
}
