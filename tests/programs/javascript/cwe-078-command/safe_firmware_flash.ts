// NestJS controller that flashes firmware onto IoT gateways attached to the bench rig
import { Body, Controller, HttpException, HttpStatus, Post } from '@nestjs/common';
import { execSync } from 'node:child_process';

class FlashRequestDto {
  deviceId!: string;
  model!: string;
  slot!: string;
}

const FIRMWARE_IMAGES: Record<string, string> = {
  'gw-200': '/opt/firmware/gw200-v4.2.1.bin',
  'gw-310': '/opt/firmware/gw310-v2.0.7.bin',
  'sensor-hub': '/opt/firmware/hub-v1.9.0.bin',
};

const BENCH_PORTS: Record<string, string> = {
  A: '/dev/ttyUSB0',
  B: '/dev/ttyUSB1',
  C: '/dev/ttyACM0',
};

@Controller('bench')
export class FirmwareFlashController {
  private readonly baud = 921600;

  @Post('flash')
  flash(@Body() dto: FlashRequestDto) {
    const image = Object.hasOwn(FIRMWARE_IMAGES, dto.model) ? FIRMWARE_IMAGES[dto.model] : undefined;
    const port = Object.hasOwn(BENCH_PORTS, dto.slot) ? BENCH_PORTS[dto.slot] : undefined;
    if (!image || !port) {
      throw new HttpException('unknown model or bench slot', HttpStatus.BAD_REQUEST);
    }

    const command = this.buildCommand(port, image);
    try {
      const out = execSync(command, { timeout: 180_000, encoding: 'utf8' });
      return { deviceId: dto.deviceId, model: dto.model, log: out.split('\n').slice(-5) };
    } catch (err) {
      throw new HttpException(`flash failed: ${(err as Error).message}`, HttpStatus.BAD_GATEWAY);
    }
  }

  private buildCommand(port: string, image: string): string {
    return `esptool.py --chip esp32 --port ${port} --baud ${this.baud} write_flash 0x10000 ${image}`;
  }
}
