// A loom bolts program of the h64 set (cwe-089-sql).
import { Body, Controller, Param, ParseIntPipe, Post } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Column, Entity, PrimaryGeneratedColumn, Repository } from 'typeorm';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';

@Entity('bolts')
export class Bolt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  millId: number;

  @Column()
  loom: string;

  @Column()
  dye: string;

  @Column()
  weave: string;

  @Column('int')
  threadCount: number;

  @Column('date')
  wovenOn: string;
}

class DyeFilter {
  @IsString()
  @MaxLength(60)
  name: string;

  @IsOptional()
  @IsString()
  lot?: string;
}

export class BoltSearchDto {
  @IsArray()
  @IsString({ each: true })
  @ArrayMaxSize(30)
  looms: string[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(12)
  @ValidateNested({ each: true })
  @Type(() => DyeFilter)
  dyes?: DyeFilter[];
}

@Controller('mills/:millId/bolts')
export class BoltController {
  constructor(@InjectRepository(Bolt) private readonly bolts: Repository<Bolt>) {}

  @Post('search')
  async search(@Param('millId', ParseIntPipe) millId: number, @Body() body: BoltSearchDto) {
    const qb = this.bolts
      .createQueryBuilder('bolt')
      .where('bolt.millId = :millId', { millId });

    if (body.looms.length > 0) {
      qb.andWhere('bolt.loom IN (:...looms)', { looms: body.looms });
    }

    const dyes = body.dyes ?? [];
    if (dyes.length > 0) {
      qb.andWhere(
        new Brackets((sub) => {
          dyes.forEach((dye) => {
            sub.orWhere(`bolt.dye = '${dye.name}'`);
          });
        }),
      );
    }

    const bolts = await qb.orderBy('bolt.wovenOn', 'DESC').take(500).getMany();

    // per-loom totals for the shift report
    const byLoom: Record<string, { bolts: number; avgThreads: number }> = {};
    for (const bolt of bolts) {
      const entry = byLoom[bolt.loom] ?? { bolts: 0, avgThreads: 0 };
      entry.avgThreads = (entry.avgThreads * entry.bolts + bolt.threadCount) / (entry.bolts + 1);
      entry.bolts += 1;
      byLoom[bolt.loom] = entry;
    }

    return { millId, total: bolts.length, byLoom, bolts };
  }
}
