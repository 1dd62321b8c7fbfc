// NestJS controller that imports a profile picture from a URL in the request body
import { Body, Controller, Post, BadRequestException } from '@nestjs/common';
import axios from 'axios';
import { writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';

@Controller('profile')
export class AvatarImportController {
  @Post('avatar/import')
  async importAvatar(@Body('imageUrl') imageUrl: string) {
    if (typeof imageUrl !== 'string' || imageUrl.length === 0) {
      throw new BadRequestException('imageUrl required');
    }
    const resp = await axios.get<ArrayBuffer>(imageUrl, { responseType: 'arraybuffer', timeout: 5000 });
    const id = randomUUID();
    await writeFile(`/srv/avatars/${id}.img`, Buffer.from(resp.data));
    return { id, contentType: resp.headers['content-type'] };
  }
}
