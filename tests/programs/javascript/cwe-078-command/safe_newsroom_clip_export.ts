// NestJS controller that cuts short clips from archived newsroom broadcasts
import { Body, Controller, Post, BadRequestException } from '@nestjs/common';
import { execFile } from 'child_process';
import { promisify } from 'util';
import * as path from 'path';

const run = promisify(execFile);
const ARCHIVE_DIR = '/data/broadcast-archive';
const CLIPS_DIR = '/data/clips';

export class ClipRequestDto {
  episodeId!: string;
  start!: string;
  duration!: string;
}

interface ClipWindow {
  ss: number;
  t: number;
}

function clipWindow(dto: ClipRequestDto): ClipWindow {
  const ss = Number(dto.start);
  const t = Number(dto.duration);
  if (!Number.isFinite(ss) || !Number.isFinite(t) || ss < 0 || t <= 0 || t > 600) {
    throw new BadRequestException('start and duration must be seconds');
  }
  return { ss, t };
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
    const args = ['-y', '-ss', String(window.ss), '-i', source, '-t', String(window.t), '-c', 'copy', target];
    const { stderr } = await run('ffmpeg', args, { timeout: 120_000 });
    return {
      clip: path.basename(target),
      log: stderr.split('\n').filter(Boolean).slice(-3),
    };
  }
}
