// A forge supplier sync program of the h67 set (cwe-295-tls).
// blacksmith forges: nightly sync of coke, coal and bar-stock prices from the steel stockholder's API
import { HttpModule, HttpService } from '@nestjs/axios';
import { Controller, Get, Injectable, Logger, Module } from '@nestjs/common';
import { Cron, CronExpression, ScheduleModule } from '@nestjs/schedule';
import { IsNumber, IsString, Min, validateOrReject } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { Agent } from 'node:https';
import { firstValueFrom } from 'rxjs';

const SUPPLIER_BASE_URL = process.env.SUPPLIER_BASE_URL ?? 'https://trade.northern-steel-stock.example/api/v3';

export class PriceLineDto {
  @IsString()
  sku!: string;

  @IsString()
  description!: string;

  @IsNumber()
  @Min(0)
  pricePerKg!: number;
}

@Injectable()
export class PriceBook {
  private prices = new Map<string, PriceLineDto>();
  private updatedAt: Date | null = null;

  replace(lines: PriceLineDto[]) {
    this.prices = new Map(lines.map((l) => [l.sku, l]));
    this.updatedAt = new Date();
  }

  snapshot() {
    return { updatedAt: this.updatedAt, lines: [...this.prices.values()] };
  }
}

@Injectable()
export class SupplierSyncService {
  private readonly log = new Logger(SupplierSyncService.name);

  constructor(private readonly http: HttpService, private readonly book: PriceBook) {}

  @Cron(CronExpression.EVERY_DAY_AT_2AM)
  async sync(): Promise<number> {
    const res = await firstValueFrom(
      this.http.get<unknown[]>(`${SUPPLIER_BASE_URL}/price-list`, {
        params: { categories: 'fuel,flat-bar,round-bar,square-bar' },
        headers: { Authorization: `Bearer ${process.env.SUPPLIER_TOKEN ?? ''}` },
      }),
    );
    const lines = plainToInstance(PriceLineDto, res.data);
    await Promise.all(lines.map((l) => validateOrReject(l)));
    this.book.replace(lines);
    this.log.log(`price list refreshed: ${lines.length} lines`);
    return lines.length;
  }
}

@Controller('prices')
export class PriceController {
  constructor(private readonly book: PriceBook, private readonly sync: SupplierSyncService) {}

  @Get()
  current() {
    return this.book.snapshot();
  }

  @Get('refresh')
  async refresh() {
    return { lines: await this.sync.sync() };
  }
}

@Module({
  imports: [
    ScheduleModule.forRoot(),
    HttpModule.register({
      timeout: 15_000,
      maxRedirects: 0,
      httpsAgent: new Agent({ keepAlive: true, minVersion: 'TLSv1.2' }),
    }),
  ],
  controllers: [PriceController],
  providers: [PriceBook, SupplierSyncService],
})
export class SupplierModule {}
