// NestJS controller that applies agronomy formulas to soil sensor readings submitted by field gateways.
import { Body, Controller, Injectable, Module, Post, BadRequestException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

class EvaluateReadingsDto {
  expression!: string;
  readings!: Array<{ moisture: number; temperature: number; salinity: number }>;
}

type Reading = EvaluateReadingsDto['readings'][number];

const FORMULAS: Record<string, (r: Reading) => number> = {
  'r.moisture * 0.92': (r) => r.moisture * 0.92,
  'r.temperature - 2.5': (r) => r.temperature - 2.5,
  'r.salinity / 0.64': (r) => r.salinity / 0.64,
};

@Injectable()
class FormulaCompiler {
  compile(expression: string): (r: Reading) => number {
    if (typeof expression !== 'string' || expression.length > 200) {
      throw new BadRequestException('expression must be a short string');
    }
    if (!Object.prototype.hasOwnProperty.call(FORMULAS, expression)) {
      throw new BadRequestException(`unknown formula: ${expression}`);
    }
    return FORMULAS[expression];
  }
}

@Injectable()
class ReadingService {
  constructor(private readonly compiler: FormulaCompiler) {}

  evaluate(dto: EvaluateReadingsDto): number[] {
    const fn = this.compiler.compile(dto.expression);
    const results: number[] = [];
    for (const reading of dto.readings ?? []) {
      const value = fn(reading);
      if (Number.isFinite(value)) results.push(Math.round(value * 100) / 100);
    }
    return results;
  }
}

@Controller('sensors')
class SensorController {
  constructor(private readonly readings: ReadingService) {}

  @Post('evaluate')
  evaluate(@Body() dto: EvaluateReadingsDto) {
    return { expression: dto.expression, values: this.readings.evaluate(dto) };
  }
}

@Module({ controllers: [SensorController], providers: [FormulaCompiler, ReadingService] })
class SensorModule {}

async function bootstrap() {
  const app = await NestFactory.create(SensorModule);
  await app.listen(3010);
}

bootstrap();
