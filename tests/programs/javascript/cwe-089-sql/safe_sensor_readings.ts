// NestJS controller exposing recent machine sensor readings from the plant-floor SQLite cache
import { Controller, Get, Injectable, Param, Query } from '@nestjs/common';
import * as sqlite3 from 'sqlite3';

export class ReadingsQueryDto {
  limit?: string;
  metric?: string;
}

@Injectable()
export class SensorCacheRepository {
  private readonly db = new sqlite3.Database(process.env.SENSOR_DB_PATH || '/var/lib/plant/sensors.db');

  latest(machineId: string, metric: string, limit: number): Promise<unknown[]> {
    const sql =
      'SELECT metric, value, recorded_at FROM readings WHERE machine_id = ? AND metric = ? ' +
      `ORDER BY recorded_at DESC LIMIT ${limit}`;
    return new Promise((resolve, reject) => {
      this.db.all(sql, [machineId, metric], (err, rows) => (err ? reject(err) : resolve(rows)));
    });
  }
}

@Injectable()
export class SensorService {
  constructor(private readonly repo: SensorCacheRepository) {}

  recent(machineId: string, dto: ReadingsQueryDto): Promise<unknown[]> {
    const metric = dto.metric || 'spindle_temp';
    const parsed = Number.parseInt(dto.limit ?? '', 10);
    const limit = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 1), 500) : 50;
    return this.repo.latest(machineId, metric, limit);
  }
}

@Controller('machines')
export class SensorController {
  constructor(private readonly sensors: SensorService) {}

  @Get(':machineId/readings')
  async readings(@Param('machineId') machineId: string, @Query() query: ReadingsQueryDto) {
    const rows = await this.sensors.recent(machineId, query);
    return { machineId, count: rows.length, rows };
  }
}
