// Express page rendering division standings for an amateur football league using an HTML builder.
import express, { Request, Response } from 'express';

interface TeamRow {
  name: string;
  played: number;
  points: number;
}

const STANDINGS: Record<string, TeamRow[]> = {
  north: [{ name: 'Harbor FC', played: 12, points: 28 }, { name: 'Millbrook United', played: 12, points: 24 }],
  south: [{ name: 'Quarry Athletic', played: 11, points: 25 }, { name: 'Lakeside Rovers', played: 12, points: 19 }],
};

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

class StandingsPageBuilder {
  private parts: string[] = [];

  title(text: string): this {
    this.parts.push(`<h1>${text}</h1>`);
    return this;
  }

  table(rows: TeamRow[]): this {
    const body = rows
      .map((r, i) => `<tr><td>${i + 1}</td><td>${escapeHtml(r.name)}</td><td>${r.played}</td><td>${r.points}</td></tr>`)
      .join('');
    this.parts.push(`<table><tr><th>#</th><th>Team</th><th>P</th><th>Pts</th></tr>${body}</table>`);
    return this;
  }

  build(): string {
    return `<!doctype html><html><body>${this.parts.join('\n')}</body></html>`;
  }
}

class StandingsService {
  rowsFor(division: string): TeamRow[] {
    const rows = STANDINGS[division.toLowerCase()] ?? [];
    return [...rows].sort((a, b) => b.points - a.points);
  }
}

class StandingsController {
  constructor(private readonly service: StandingsService) {}

  show = (req: Request, res: Response): void => {
    const division = String(req.query.division ?? 'north');
    const html = new StandingsPageBuilder()
      .title(`Standings: ${division} division`)
      .table(this.service.rowsFor(division))
      .build();
    res.type('html').send(html);
  };
}

const app = express();
app.get('/standings', new StandingsController(new StandingsService()).show);
app.listen(3001);
