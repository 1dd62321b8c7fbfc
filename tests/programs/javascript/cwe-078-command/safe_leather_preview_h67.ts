// A leather preview program of the h67 set (cwe-078-command).
// saddle makers: render a tooling preview by compositing a leather swatch with a tooling pattern
import { Body, Controller, Header, Injectable, Module, Post, StreamableFile, ValidationPipe } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Matches, Max, Min } from 'class-validator';
import { exec } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execAsync = promisify(exec);

const SWATCH_DIR = process.env.SWATCH_DIR ?? '/srv/saddlery/swatches';
const TOOLING_DIR = process.env.TOOLING_DIR ?? '/srv/saddlery/tooling';

export class PreviewRequestDto {
  @Matches(/^[a-z0-9-]{1,40}$/)
  swatch!: string;

  @IsIn(['floral', 'basket', 'geometric', 'border-rope', 'plain'])
  tooling!: string;

  @Type(() => Number)
  @IsInt()
  @Min(200)
  @Max(2000)
  width!: number;
}

@Injectable()
export class ImageToolkit {
  async composite(swatchFile: string, toolingFile: string, width: number, out: string): Promise<void> {
    const cmd =
      `magick ${swatchFile} ${toolingFile} -compose multiply -composite ` +
      `-resize ${width}x -quality 85 ${out}`;
    await execAsync(cmd, { timeout: 20_000 });
  }
}

@Injectable()
export class PreviewService {
  constructor(private readonly toolkit: ImageToolkit) {}

  async render(dto: PreviewRequestDto): Promise<string> {
    const workDir = await mkdtemp(join(tmpdir(), 'preview-'));
    const out = join(workDir, 'preview.jpg');
    await this.toolkit.composite(
      `${SWATCH_DIR}/${dto.swatch}.jpg`,
      `${TOOLING_DIR}/${dto.tooling}.png`,
      dto.width,
      out,
    );
    return out;
  }
}

@Controller('previews')
export class PreviewController {
  constructor(private readonly previews: PreviewService) {}

  @Post()
  @Header('Content-Type', 'image/jpeg')
  async create(
    @Body(new ValidationPipe({ transform: true, whitelist: true, forbidNonWhitelisted: true }))
    dto: PreviewRequestDto,
  ): Promise<StreamableFile> {
    const file = await this.previews.render(dto);
    return new StreamableFile(createReadStream(file));
  }
}

@Module({
  controllers: [PreviewController],
  providers: [ImageToolkit, PreviewService],
})
export class PreviewModule {}
