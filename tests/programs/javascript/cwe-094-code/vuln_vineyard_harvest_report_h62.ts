// A vineyard harvest report program of the h62 set (cwe-094-code).
import {
  BadRequestException,
  Controller,
  Get,
  Injectable,
  Module,
  Query,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

interface HarvestLot {
  lot: string;
  block: string;
  varietal: string;
  crew: string;
  pickedOn: string;
  tonnes: number;
  brix: number;
}

type Accessor = (lot: HarvestLot) => unknown;

// Fields the winemaker can group the harvest report by.
const GROUPABLE: ReadonlySet<string> = new Set(['block', 'varietal', 'crew', 'pickedOn']);

// Guard used by the report endpoint before building an accessor for the field.
const isFieldName = (field: string): boolean => /[A-Za-z_][A-Za-z0-9_]*/.test(field);

// Accessors are cached because the dashboard asks for the same grouping repeatedly.
const accessorCache = new Map<string, Accessor>();
const accessorFor = (field: string): Accessor => {
  const cached = accessorCache.get(field);
  if (cached) return cached;
  const fn = new Function('lot', `return lot.${field};`) as Accessor;
  accessorCache.set(field, fn);
  return fn;
};

const groupBy = <T>(rows: T[], key: (row: T) => unknown) =>
  rows.reduce((groups, row) => {
    const k = String(key(row));
    groups.set(k, [...(groups.get(k) ?? []), row]);
    return groups;
  }, new Map<string, T[]>());

@Injectable()
export class HarvestService {
  // Loaded from the weighbridge export at startup in production.
  private readonly lots: HarvestLot[] = [
    { lot: 'L-0412', block: 'North 3', varietal: 'Pinot Noir', crew: 'A', pickedOn: '2024-09-14', tonnes: 4.2, brix: 23.1 },
    { lot: 'L-0413', block: 'North 3', varietal: 'Pinot Noir', crew: 'B', pickedOn: '2024-09-14', tonnes: 3.8, brix: 22.7 },
    { lot: 'L-0420', block: 'River 1', varietal: 'Chardonnay', crew: 'A', pickedOn: '2024-09-02', tonnes: 6.1, brix: 21.9 },
    { lot: 'L-0431', block: 'Hill 2', varietal: 'Syrah', crew: 'C', pickedOn: '2024-09-28', tonnes: 5.4, brix: 24.6 },
  ];

  summarise(field: string) {
    const groups = groupBy(this.lots, accessorFor(field));
    return [...groups.entries()].map(([key, rows]) => ({
      [field]: key,
      lots: rows.length,
      tonnes: Math.round(rows.reduce((t, r) => t + r.tonnes, 0) * 10) / 10,
      meanBrix: Math.round((rows.reduce((b, r) => b + r.brix, 0) / rows.length) * 10) / 10,
    }));
  }
}

@Controller('harvest')
export class HarvestController {
  constructor(private readonly harvest: HarvestService) {}

  @Get('report')
  report(@Query('groupBy') groupBy = 'block') {
    if (!isFieldName(groupBy)) {
      throw new BadRequestException(`groupBy must be one of ${[...GROUPABLE].join(', ')}`);
    }
    return { groupBy, rows: this.harvest.summarise(groupBy) };
  }
}

@Module({ controllers: [HarvestController], providers: [HarvestService] })
export class HarvestModule {}

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(HarvestModule);
  await app.listen(Number(process.env.PORT) || 3010);
}

void bootstrap();
