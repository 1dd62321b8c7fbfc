// NestJS controller that runs a traceroute from the edge box to a host chosen in the support console.
import { BadRequestException, Body, Controller, Injectable, Post } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { isIP } from 'node:net';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const HOSTNAME = /^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)*[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;

class ProbeRequestDto {
  target!: string;
  maxHops?: number;
}

@Injectable()
export class ProbeService {
  async traceroute(target: string, maxHops: number): Promise<string[]> {
    const { stdout } = await execFileAsync('traceroute', ['-m', String(maxHops), '-w', '2', target], {
      timeout: 30_000,
    });
    return stdout.split('\n').filter((line) => line.trim().length > 0);
  }
}

@Controller('support/probes')
export class ProbeController {
  constructor(private readonly probes: ProbeService) {}

  @Post('traceroute')
  async run(@Body() body: ProbeRequestDto) {
    const target = (body.target ?? '').trim();
    if (isIP(target) === 0 && !HOSTNAME.test(target)) {
      throw new BadRequestException('target must be an IP address or hostname');
    }
    const hops = Math.min(Math.max(Math.trunc(Number(body.maxHops) || 20), 1), 30);
    const lines = await this.probes.traceroute(target, hops);
    return { target, hops, lines };
  }
}
