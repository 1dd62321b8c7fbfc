// NestJS controller searching article titles through Prisma raw SQL
import { Controller, Get, Query } from '@nestjs/common';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

@Controller('articles')
export class ArticlesController {
  @Get('search')
  async search(@Query('term') term = '') {
    const pattern = `%${term}%`;
    return prisma.$queryRaw`SELECT id, title, published_at FROM "Article" WHERE title ILIKE ${pattern} ORDER BY published_at DESC LIMIT 50`;
  }
}
