// NestJS controller that imports a profile picture from a GitHub account in the request body
import { Body, Controller, Post, BadRequestException } from '@nestjs/common';
import axios from 'axios';
import { writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';

const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

@Controller('profile')
export class AvatarImportController {
  @Post('avatar/import')
  async importAvatar(@Body('githubLogin') githubLogin: string) {
    if (typeof githubLogin !== 'string' || !GITHUB_LOGIN.test(githubLogin)) {
      throw new BadRequestException('githubLogin required');
    }
    const imageUrl = `https://github.com/${githubLogin}.png`;
    const resp = await axios.get<ArrayBuffer>(imageUrl, { responseType: 'arraybuffer', timeout: 5000 });
    const id = randomUUID();
    await writeFile(`/srv/avatars/${id}.img`, Buffer.from(resp.data));
    return { id, contentType: resp.headers['content-type'] };
  }
}
