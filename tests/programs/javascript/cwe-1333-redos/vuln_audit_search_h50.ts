// NestJS controller that filters recent audit log lines by a text pattern supplied by an operator.
import { BadRequestException, Controller, Get, Query, UseGuards } from '@nestjs/common';
import { AuditLogService } from './audit-log.service';
import { OperatorGuard } from '../auth/operator.guard';

const MAX_SCAN = 10_000;

@Controller('audit')
@UseGuards(OperatorGuard)
export class AuditSearchController {
  constructor(private readonly logs: AuditLogService) {}

  private buildMatcher(text: string): RegExp {
    return new RegExp(text, 'i');
  }

  @Get('search')
  async search(@Query('q') q?: string, @Query('limit') limit?: string) {
    if (!q || q.length > 500) {
      throw new BadRequestException('q must be between 1 and 500 characters');
    }
    const max = Math.min(Number.parseInt(limit ?? '100', 10) || 100, 1000);
    const matcher = this.buildMatcher(q);
    const lines = await this.logs.recentLines(MAX_SCAN);
    const hits: string[] = [];
    for (const line of lines) {
      if (matcher.test(line)) {
        hits.push(line);
        if (hits.length >= max) break;
      }
    }
    return { scanned: lines.length, count: hits.length, hits };
  }
}
