// NestJS controller listing recent commits of a repository branch
import { Controller, Get, Query, BadRequestException } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BRANCH_NAME = /^[A-Za-z0-9][A-Za-z0-9._\/-]{0,99}$/;

@Controller('repo')
export class CommitsController {
  @Get('commits')
  async commits(@Query('branch') branch: string): Promise<string[]> {
    if (typeof branch !== 'string' || !BRANCH_NAME.test(branch)) {
      throw new BadRequestException('branch required');
    }
    const { stdout } = await run('git', ['log', '--oneline', '-n', '20', branch], { cwd: '/srv/repo' });
    return stdout.split('\n').filter(Boolean);
  }
}
