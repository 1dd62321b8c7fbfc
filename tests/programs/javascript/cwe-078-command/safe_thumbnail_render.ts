// NestJS controller that renders resized thumbnails of uploaded images with ImageMagick
import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { execFile } from 'child_process';
import { promisify } from 'util';
import * as path from 'path';

const execFileAsync = promisify(execFile);
const UPLOAD_DIR = '/srv/media/uploads';
const THUMB_DIR = '/srv/media/thumbs';

class ThumbnailJob {
  constructor(public readonly source: string, public readonly width: number) {}

  get output(): string {
    return path.join(THUMB_DIR, `${this.width}_${path.basename(this.source)}`);
  }
}

@Controller('thumbnails')
export class ThumbnailController {
  @Get('render')
  async render(@Query('image') image: string, @Query('w') w: string) {
    const width = parseInt(w, 10);
    if (!Number.isFinite(width) || width <= 0 || width > 2000) {
      throw new BadRequestException('width must be between 1 and 2000');
    }
    if (!image) {
      throw new BadRequestException('image is required');
    }
    const job = new ThumbnailJob(path.join(UPLOAD_DIR, path.basename(image)), width);
    const args = [job.source, '-resize', `${job.width}x`, job.output];
    await execFileAsync('convert', args, { timeout: 15000 });
    return { thumbnail: path.basename(job.output) };
  }
}
