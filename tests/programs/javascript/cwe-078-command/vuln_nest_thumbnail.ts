// NestJS controller and service that resize uploaded images with ImageMagick
import { BadRequestException, Body, Controller, Injectable, Post } from '@nestjs/common';
import { exec } from 'child_process';
import { randomUUID } from 'crypto';
import { promisify } from 'util';
import * as path from 'path';

const run = promisify(exec);

export class ResizeDto {
  uploadId!: string;
  size!: string;
  format?: 'png' | 'jpg';
}

@Injectable()
export class ThumbnailService {
  private readonly uploadDir = process.env.UPLOAD_DIR ?? '/var/app/uploads';
  private readonly outDir = process.env.THUMB_DIR ?? '/var/app/thumbs';

  async resize(sourceFile: string, geometry: string, format: string): Promise<string> {
    const output = path.join(this.outDir, `${randomUUID()}.${format}`);
    const cmd = `convert ${sourceFile} -resize ${geometry} -strip ${output}`;
    await run(cmd, { timeout: 20000 });
    return output;
  }

  sourceFor(uploadId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(uploadId)) {
      throw new BadRequestException('unknown upload');
    }
    return path.join(this.uploadDir, `${uploadId}.bin`);
  }
}

@Controller('media')
export class MediaController {
  constructor(private readonly thumbnails: ThumbnailService) {}

  @Post('thumbnail')
  async create(@Body() dto: ResizeDto) {
    const source = this.thumbnails.sourceFor(dto.uploadId);
    const format = dto.format === 'jpg' ? 'jpg' : 'png';
    const file = await this.thumbnails.resize(source, dto.size, format);
    return { file: path.basename(file) };
  }
}
