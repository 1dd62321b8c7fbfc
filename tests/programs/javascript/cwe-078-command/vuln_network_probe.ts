// NestJS controller that runs a traceroute from the edge box to a host chosen in the support console.
import { BadRequestException, Body, Controller, Injectable, Post } from '@nestjs/common';
import { exec } from 'node:child_process';
import { promisify } from 'node:util';

const execAsync = promisify(exec);

class ProbeRequestDto {
  target!: string;
  maxHops?: number;
}

@Injectable()
export class ProbeService {
  async traceroute(target: string, maxHops: number): Promise<string[]> {
    const { stdout } = await execAsync(`traceroute -m ${maxHops} -w 2 ${target}`, {
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
    if (target.length === 0 || target.length > 253) {
      throw new BadRequestException('target is required');
    }
    const hops = Math.min(Math.max(Math.trunc(Number(body.maxHops) || 20), 1), 30);
    const lines = await this.probes.traceroute(target, hops);
    return { target, hops, lines };
  }
}
