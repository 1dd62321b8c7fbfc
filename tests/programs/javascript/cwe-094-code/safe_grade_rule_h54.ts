// NestJS controller computing a final course grade from scores using a grading rule
import { Body, Controller, Post, BadRequestException } from '@nestjs/common';

export class GradeRequestDto {
  rule!: string;
  scores!: number[];
  attendance!: number;
}

type RuleContext = { avg: number; best: number; worst: number; attendance: number };

const BANDS: Array<[number, string]> = [[90, 'A'], [80, 'B'], [70, 'C'], [60, 'D']];

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
const letter = (pct: number): string => BANDS.find(([min]) => pct >= min)?.[1] ?? 'F';
const round1 = (n: number): number => Math.round(n * 10) / 10;

const contextFor = (dto: GradeRequestDto): RuleContext => {
  const scores = (dto.scores ?? []).map(Number).filter(Number.isFinite);
  return {
    avg: mean(scores),
    best: scores.length ? Math.max(...scores) : 0,
    worst: scores.length ? Math.min(...scores) : 0,
    attendance: Number(dto.attendance) || 0,
  };
};

const RULES = new Map<string, (c: RuleContext) => number>([
  ['avg', (c) => c.avg],
  ['best-weighted', (c) => c.avg * 0.7 + c.best * 0.3],
  ['attendance-weighted', (c) => c.avg * 0.9 + c.attendance * 0.1],
]);

const applyRule = (rule: string, ctx: RuleContext): number => {
  const fn = RULES.get(rule);
  if (!fn) throw new BadRequestException(`unknown rule; use one of ${[...RULES.keys()].join(', ')}`);
  return fn(ctx);
};

@Controller('grades')
export class GradeController {
  @Post('compute')
  compute(@Body() dto: GradeRequestDto) {
    const rule = String(dto.rule ?? 'avg');
    const pct = applyRule(rule, contextFor(dto));
    if (!Number.isFinite(pct)) {
      throw new BadRequestException('rule did not produce a number');
    }
    return { percent: round1(pct), grade: letter(pct), rule };
  }
}
