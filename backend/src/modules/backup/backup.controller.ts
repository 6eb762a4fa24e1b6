import { createReadStream } from 'node:fs';
import { BackupOverview, BackupRun, BackupSettings } from '@hochzeit/contracts';
import { Body, Controller, Get, Param, Post, Put, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import { BackupService } from './backup.service.js';
import { BackupSettingsInputDto } from './dto/backup.input.js';

/** Backups from the settings page: start one, follow it, download archives, the daily backup. Admin-only (the guard's default). */
@Controller('api/admin')
export class BackupController {
  constructor(private readonly backups: BackupService) {}

  /** The latest runs (with the progress of one in progress) and the archives kept. */
  @Get('backups')
  @Reply(BackupOverview)
  @ApiDoc('Backups and the running backup')
  overview() {
    return this.backups.overview();
  }

  /** 'Sicherung erstellen': queues a backup and answers its run at once (409 while one runs). */
  @Post('backups')
  @Reply(BackupRun, 202)
  @ApiDoc('Start a backup', 409)
  start() {
    return this.backups.start('manual');
  }

  @Get('backups/files/:name')
  @FileReply('application/x-tar')
  @ApiDoc('Download a backup file')
  async download(@Param('name') name: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const { file, size } = await this.backups.archivePath(name);
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    return new StreamableFile(createReadStream(file), { type: 'application/x-tar', length: size });
  }

  @Get('backup-settings')
  @Reply(BackupSettings)
  @ApiDoc('The backup settings')
  settings() {
    return this.backups.settings();
  }

  @Put('backup-settings')
  @Reply(BackupSettings)
  @ApiDoc('Update the backup settings')
  update(@Body() input: BackupSettingsInputDto) {
    return this.backups.updateSettings(input);
  }
}
