// NestJS controller and service for searching team members by email domain with TypeORM.
import { Controller, Get, Injectable, Param, ParseIntPipe, Query } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Member } from './member.entity';

export class MemberSearchDto {
  domain?: string;
  role?: string;
}

@Injectable()
export class MemberService {
  constructor(@InjectRepository(Member) private readonly members: Repository<Member>) {}

  async search(teamId: number, dto: MemberSearchDto): Promise<Member[]> {
    const qb = this.members
      .createQueryBuilder('m')
      .select(['m.id', 'm.email', 'm.displayName', 'm.role'])
      .where('m.teamId = :teamId', { teamId });
    if (dto.domain) {
      qb.andWhere(`m.email LIKE '%@${dto.domain}'`);
    }
    if (dto.role) {
      qb.andWhere('m.role = :role', { role: dto.role });
    }
    return qb.orderBy('m.createdAt', 'DESC').take(100).getMany();
  }
}

@Controller('teams/:teamId/members')
export class MemberController {
  constructor(private readonly service: MemberService) {}

  @Get()
  list(@Param('teamId', ParseIntPipe) teamId: number, @Query() dto: MemberSearchDto) {
    return this.service.search(teamId, dto);
  }
}
