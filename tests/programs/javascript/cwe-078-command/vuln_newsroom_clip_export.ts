// NestJS controller that cuts short clips from archived newsroom broadcasts
import { Body, Controller, Post, BadRequestException } from '@nestjs/common';
import { exec } from 'child_process';
import { promisify } from 'util';
import * as path from 'path';

const run = promisify(exec);
const ARCHIVE_DIR = '/data/broadcast-archive';
const CLIPS_DIR = '/data/clips';

export class ClipRequestDto {
  episodeId!: string;
  start!: string;
  duration!: string;
}

interface ClipWindow {
  ss: string;
  t: string;
}

function clipWindow(dto: ClipRequestDto): ClipWindow {
  return { ss: String(dto.start).trim(), t: String(dto.duration).trim() };
}

@Controller('clips')
export class ClipController {
  @Post()
  async create(@Body() dto: ClipRequestDto) {
    if (!/^[a-f0-9]{24}$/.test(dto.episodeId)) {
      throw new BadRequestException('unknown episode');
    }
    const window = clipWindow(dto);
    const source = path.join(ARCHIVE_DIR, `${dto.episodeId}.mp4`);
    const target = path.join(CLIPS_DIR, `${dto.episodeId}-${Date.now()}.mp4`);
    const command = `ffmpeg -y -ss ${window.ss} -i ${source} -t ${window.t} -c copy ${target}`;
    const { stderr } = await run(command, { timeout: 120_000 });
    return {
      clip: path.basename(target),
      log: stderr.split('\n').filter(Boolean).slice(-3),
    };
  }
}
