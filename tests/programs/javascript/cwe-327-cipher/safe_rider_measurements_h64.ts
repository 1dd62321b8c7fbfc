// A rider measurements program of the h64 set (cwe-327-cipher).
import { BadRequestException, Body, Controller, Get, Injectable, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'crypto';

interface HorseMeasurements {
  name: string;
  witherWidthCm: number;
  backLengthCm: number;
  shoulderAngleDeg: number;
}

interface RiderProfileDto {
  rider: { fullName: string; heightCm: number; inseamCm: number; phone?: string };
  horses: HorseMeasurements[];
}

// rider and horse measurements are personal data; stored encrypted at rest
@Injectable()
export class MeasurementVault {
  private readonly key = Buffer.from(process.env.MEASUREMENT_KEY_B64 ?? '', 'base64');
  private readonly records = new Map<string, string>();

  seal(profile: RiderProfileDto): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(profile), 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    const id = randomUUID();
    this.records.set(id, [iv.toString('base64'), tag.toString('base64'), body.toString('base64')].join('.'));
    return id;
  }

  open(id: string): RiderProfileDto | undefined {
    const stored = this.records.get(id);
    if (!stored) return undefined;
    const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'));
  }
}

@Controller('fittings/riders')
export class RiderMeasurementController {
  constructor(private readonly vault: MeasurementVault) {}

  @Post()
  create(@Body() dto: RiderProfileDto) {
    const horses = Array.isArray(dto.horses) ? dto.horses.slice(0, 8) : [];
    const invalid = horses.filter(
      (h) => !(h.witherWidthCm > 10 && h.witherWidthCm < 40) || !(h.backLengthCm > 30 && h.backLengthCm < 80),
    );
    if (!dto.rider || invalid.length > 0) throw new BadRequestException('measurements out of range');

    const id = this.vault.seal({ rider: dto.rider, horses });
    return { id, horses: horses.map((h) => h.name) };
  }

  @Get(':id/tree-sizes')
  treeSizes(@Param('id', ParseUUIDPipe) id: string) {
    const profile = this.vault.open(id);
    if (!profile) throw new NotFoundException();
    // saddle tree gullet width follows the wither width with a small clearance
    return profile.horses.map((h) => ({
      horse: h.name,
      gulletCm: Math.round((h.witherWidthCm + 1.5) * 2) / 2,
      seatInches: profile.rider.heightCm > 175 ? 17.5 : profile.rider.heightCm > 160 ? 17 : 16.5,
    }));
  }
}
