// Recruiting agency API that lets consultants search candidates by skill keyword using Sequelize raw queries.
import express, { Request, Response, NextFunction } from 'express';
import { Sequelize, QueryTypes } from 'sequelize';

const sequelize = new Sequelize(process.env.RECRUIT_DB_URL as string, { logging: false });

enum Seniority {
  Junior = 'junior',
  Mid = 'mid',
  Senior = 'senior',
}

class CandidateSearchDto {
  readonly skill: string;
  readonly seniority: Seniority;
  readonly page: number;

  constructor(body: Record<string, unknown>) {
    this.skill = String(body.skill ?? '').trim();
    const level = String(body.seniority ?? Seniority.Mid) as Seniority;
    this.seniority = Object.values(Seniority).includes(level) ? level : Seniority.Mid;
    this.page = Math.max(0, Number.parseInt(String(body.page ?? '0'), 10) || 0);
    if (this.skill.length < 2) throw new RangeError('skill keyword too short');
  }
}

class CandidateRepository {
  constructor(private readonly db: Sequelize) {}

  search(dto: CandidateSearchDto) {
    const sql = `SELECT id, full_name, headline, seniority FROM candidates
      WHERE seniority = :seniority AND skills ILIKE :skillPattern
      ORDER BY updated_at DESC LIMIT 25 OFFSET :offset`;
    return this.db.query(sql, {
      type: QueryTypes.SELECT,
      replacements: { seniority: dto.seniority, skillPattern: `%${dto.skill}%`, offset: dto.page * 25 },
    });
  }
}

class CandidateService {
  constructor(private readonly repo: CandidateRepository) {}

  async find(dto: CandidateSearchDto) {
    const rows = await this.repo.search(dto);
    return { page: dto.page, results: rows };
  }
}

const service = new CandidateService(new CandidateRepository(sequelize));
const app = express();
app.use(express.json());

app.post('/candidates/search', async (req: Request, res: Response, next: NextFunction) => {
  let dto: CandidateSearchDto;
  try {
    dto = new CandidateSearchDto(req.body);
  } catch (err) {
    res.status(400).json({ error: (err as Error).message });
    return;
  }
  service.find(dto).then((r) => res.json(r)).catch(next);
});

app.listen(8082);
