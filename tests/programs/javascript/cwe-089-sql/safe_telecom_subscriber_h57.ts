// NestJS controller, service and repository listing mobile subscribers on a tariff plan with a sortable column
import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { Pool } from 'pg';

export class SubscriberQueryDto {
  plan!: string;
  sortBy?: string;
  limit?: string;
}

interface SubscriberRow {
  msisdn: string;
  plan: string;
  activated_at: Date;
}

const SORTABLE: Record<string, string> = {
  msisdn: 'msisdn',
  activated: 'activated_at',
  plan: 'plan_code',
};

@Injectable()
export class SubscriberRepository {
  constructor(private readonly pool: Pool) {}

  async findByPlan(plan: string, orderColumn: string, limit: number): Promise<SubscriberRow[]> {
    const sql = `SELECT msisdn, plan_code AS plan, activated_at FROM subscribers
      WHERE plan_code = $1 ORDER BY ${orderColumn} LIMIT $2`;
    const result = await this.pool.query<SubscriberRow>(sql, [plan, limit]);
    return result.rows;
  }
}

@Injectable()
export class SubscriberService {
  constructor(private readonly repo: SubscriberRepository) {}

  list(dto: SubscriberQueryDto): Promise<SubscriberRow[]> {
    const column = this.resolveColumn(dto.sortBy);
    const limit = Math.min(Number.parseInt(dto.limit ?? '50', 10) || 50, 500);
    return this.repo.findByPlan(dto.plan, column, limit);
  }

  private resolveColumn(sortBy?: string): string {
    if (!sortBy || !Object.prototype.hasOwnProperty.call(SORTABLE, sortBy)) {
      return 'msisdn';
    }
    return SORTABLE[sortBy];
  }
}

@Controller('admin/subscribers')
export class SubscriberController {
  constructor(private readonly service: SubscriberService) {}

  @Get()
  async list(@Query() query: SubscriberQueryDto) {
    const rows = await this.service.list(query);
    return { count: rows.length, items: rows };
  }
}
