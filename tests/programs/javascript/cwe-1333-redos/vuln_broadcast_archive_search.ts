// NestJS controller searching the broadcast archive by programme title and presenter
import { Controller, Get, Query, BadRequestException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Programme, ProgrammeDocument } from './schemas/programme.schema';

class ArchiveSearchQuery {
  q?: string;
  presenter?: string;
  page?: string;
}

const PAGE_SIZE = 25;

function buildFilter(query: ArchiveSearchQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = { published: true };
  if (query.q) {
    filter.title = new RegExp(query.q, 'i');
  }
  if (query.presenter && /^[\p{L} .'-]{2,60}$/u.test(query.presenter)) {
    filter['presenters.name'] = query.presenter;
  }
  return filter;
}

@Controller('archive')
export class ArchiveSearchController {
  constructor(@InjectModel(Programme.name) private readonly programmes: Model<ProgrammeDocument>) {}

  @Get('search')
  async search(@Query() query: ArchiveSearchQuery) {
    if (query.q && query.q.length > 100) {
      throw new BadRequestException('search text too long');
    }
    const page = Math.max(1, parseInt(query.page ?? '1', 10) || 1);
    const filter = buildFilter(query);
    const items = await this.programmes
      .find(filter)
      .select('title broadcastAt durationSec presenters')
      .sort({ broadcastAt: -1 })
      .skip((page - 1) * PAGE_SIZE)
      .limit(PAGE_SIZE)
      .lean();
    return { page, items };
  }
}
