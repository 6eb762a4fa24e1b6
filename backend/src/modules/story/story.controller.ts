import { COVER_MISSING, GuestStory, Story, STORY_IMAGE_TOO_LARGE, StoryImageReply } from '@hochzeit/contracts';
import { BadRequestException, Body, Controller, Get, Param, Post, Put, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { JsonBodyLimit } from '../../api/json-body.js';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import { Public, Roles } from '../../auth/decorators.js';
import { acceptedUploads, FileUpload } from '../../common/upload/file-upload.interceptor.js';
import { webPhotoPolicy } from '../../common/upload/web-photo-policy.js';
import { StoryImages } from './story-images.js';
import { StoryInputDto, StoryPublishInputDto } from './dto/story.input.js';
import { StoryService } from './story.service.js';

@Controller('api/story')
export class StoryController {
  constructor(
    private readonly story: StoryService,
    private readonly images: StoryImages,
  ) {}

  /** Admin-only (the guard's default). */
  @Get('admin')
  @Reply(Story)
  @ApiDoc('The story draft and its published version')
  get() {
    return this.story.forAdmin();
  }

  /** The whole story at once: up to 200 blocks of up to 20,000 characters each. */
  @Put('admin')
  @JsonBodyLimit(2 * 1024 * 1024)
  @Reply(Story)
  @ApiDoc('Save the story draft')
  save(@Body() input: StoryInputDto) {
    return this.story.save(input);
  }

  @Post('admin/publish')
  @Reply(Story)
  @ApiDoc('Publish the story')
  publish(@Body() input: StoryPublishInputDto) {
    return this.story.publish(input.is_published);
  }

  @Roles('guest')
  @Get('guest')
  @Reply(GuestStory)
  @ApiDoc('The published story')
  forGuest() {
    return this.story.forGuest();
  }

  /** A photo for an image block (multipart field `file`: JPEG, PNG or WebP, at most 15 MB); admin-only. */
  @Post('admin/images')
  @Reply(StoryImageReply)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileUpload(webPhotoPolicy(STORY_IMAGE_TOO_LARGE)))
  @ApiDoc('Upload an image for the story')
  async addImage(@Req() request: Request) {
    const file = acceptedUploads(request).at(0);
    if (!file) throw new BadRequestException(COVER_MISSING);
    return this.images.add(file);
  }

  /**
   * A story photo for `<img src>` (which sends no Authorization header). Public like the cover:
   * the address holds the photo's random 128-bit key, which only the story's readers learn, and
   * the file under it never changes, so it is cached forever.
   */
  @Public()
  @Get('images/:file')
  @FileReply('image/webp')
  @ApiDoc('A story image')
  async image(@Param('file') fileName: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.images.open(fileName);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(file.data, { type: 'image/webp', length: file.size });
  }
}
