import {
  AdminMediaQuery,
  AdminUploadInput,
  GalleryQuery,
  GuestUploadInput,
  MediaCategoriesInput,
  MediaGroupsInput,
  MediaHiddenInput,
  PhotoCategoryInput,
  PhotoGroupGuestInput,
  PhotoGroupInput,
  PhotoWallQuery,
} from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class GalleryQueryDto extends createZodDto(GalleryQuery) {}
export class AdminMediaQueryDto extends createZodDto(AdminMediaQuery) {}
export class PhotoWallQueryDto extends createZodDto(PhotoWallQuery) {}
export class GuestUploadFieldsDto extends createZodDto(GuestUploadInput) {}
export class AdminUploadFieldsDto extends createZodDto(AdminUploadInput) {}
export class MediaCategoriesInputDto extends createZodDto(MediaCategoriesInput) {}
export class MediaGroupsInputDto extends createZodDto(MediaGroupsInput) {}
export class MediaHiddenInputDto extends createZodDto(MediaHiddenInput) {}
export class PhotoGroupInputDto extends createZodDto(PhotoGroupInput) {}
export class PhotoCategoryInputDto extends createZodDto(PhotoCategoryInput) {}
export class PhotoGroupGuestInputDto extends createZodDto(PhotoGroupGuestInput) {}
