// NestJS controller listing recent commits of a repository branch
import { Controller, Get, Query, BadRequestException } from '@nestjs/common';
import { exec } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(exec);

@Controller('repo')
export class CommitsController {
  @Get('commits')
  async commits(@Query('branch') branch: string): Promise<string[]> {
    if (!branch) {
      throw new BadRequestException('branch required');
    }
    const { stdout } = await run(`git log --oneline -n 20 ${branch}`, { cwd: '/srv/repo' });
    return stdout.split('\n').filter(Boolean);
  }
}
