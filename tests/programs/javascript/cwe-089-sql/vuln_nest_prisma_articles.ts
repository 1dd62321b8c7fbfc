// NestJS controller searching article titles through Prisma raw SQL
import { Controller, Get, Query } from '@nestjs/common';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

@Controller('articles')
export class ArticlesController {
  @Get('search')
  async search(@Query('term') term = '') {
    return prisma.$queryRawUnsafe(
      `SELECT id, title, published_at FROM "Article" WHERE title ILIKE '%${term}%' ORDER BY published_at DESC LIMIT 50`,
    );
  }
}
