// A hive inspections program of the h67 set (cwe-089-sql).
// beekeepers: list hive inspection records for an apiary with sorting and paging
import {
  Controller,
  Get,
  Injectable,
  Module,
  NotFoundException,
  Param,
  ParseIntPipe,
  Query,
  ValidationPipe,
} from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class ListInspectionsQuery {
  @IsOptional()
  @IsIn(['inspected_at', 'hive_id', 'colony_strength', 'varroa_count'])
  sortBy: string = 'inspected_at';

  @IsOptional()
  @IsIn(['asc', 'desc'])
  direction: 'asc' | 'desc' = 'desc';

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit: number = 25;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset: number = 0;
}

export interface InspectionRow {
  id: number;
  hive_id: number;
  inspected_at: string;
  colony_strength: number;
  queen_seen: boolean;
  varroa_count: number | null;
  notes: string | null;
}

@Injectable()
export class InspectionRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async apiaryExists(apiaryId: number): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM apiaries WHERE id = $1', [apiaryId]);
    return rows.length > 0;
  }

  async listForApiary(apiaryId: number, q: ListInspectionsQuery): Promise<InspectionRow[]> {
    const dir = q.direction === 'asc' ? 'ASC' : 'DESC';
    const sql = `
      SELECT i.id, i.hive_id, i.inspected_at, i.colony_strength,
             i.queen_seen, i.varroa_count, i.notes
        FROM hive_inspections i
        JOIN hives h ON h.id = i.hive_id
       WHERE h.apiary_id = $1
       ORDER BY i.${q.sortBy} ${dir}
       LIMIT $2 OFFSET $3`;
    return this.db.query(sql, [apiaryId, q.limit, q.offset]);
  }
}

@Injectable()
export class InspectionService {
  constructor(private readonly repo: InspectionRepository) {}

  async list(apiaryId: number, q: ListInspectionsQuery) {
    if (!(await this.repo.apiaryExists(apiaryId))) {
      throw new NotFoundException(`Apiary ${apiaryId} not found`);
    }
    const rows = await this.repo.listForApiary(apiaryId, q);
    return {
      apiaryId,
      count: rows.length,
      items: rows.map((r) => ({
        ...r,
        strengthLabel: r.colony_strength >= 8 ? 'strong' : r.colony_strength >= 4 ? 'fair' : 'weak',
      })),
    };
  }
}

@Controller('apiaries/:apiaryId/inspections')
export class InspectionController {
  constructor(private readonly inspections: InspectionService) {}

  @Get()
  list(
    @Param('apiaryId', ParseIntPipe) apiaryId: number,
    @Query(new ValidationPipe({ transform: true, whitelist: true })) q: ListInspectionsQuery,
  ) {
    return this.inspections.list(apiaryId, q);
  }
}

@Module({
  imports: [
    TypeOrmModule.forRoot({
      type: 'postgres',
      url: process.env.DATABASE_URL,
      synchronize: false,
    }),
  ],
  controllers: [InspectionController],
  providers: [InspectionRepository, InspectionService],
})
export class InspectionsModule {}
