// A cheese lot import program of the h67 set (cwe-611-xxe).
// cheese affineurs: import milk-lot certificates sent by partner dairies as XML
import express, { Request, Response } from 'express';
import { parseXml } from 'libxmljs2';
import { z } from 'zod';

const importParams = z.object({
  dairyId: z.string().uuid(),
});

const lotSchema = z.object({
  lotNumber: z.string().regex(/^L\d{8}$/),
  milkingDate: z.coerce.date(),
  herd: z.string().min(1).max(80),
  fatPercent: z.coerce.number().min(2).max(8),
  proteinPercent: z.coerce.number().min(2).max(6),
  raw: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

type MilkLot = z.infer<typeof lotSchema> & { dairyId: string };

class LotRegistry {
  private readonly lots = new Map<string, MilkLot>();

  add(lot: MilkLot) {
    this.lots.set(`${lot.dairyId}:${lot.lotNumber}`, lot);
  }

  byDairy(dairyId: string) {
    return [...this.lots.values()].filter((l) => l.dairyId === dairyId);
  }
}

class CertificateParser {
  parse(xml: string, dairyId: string): { lots: MilkLot[]; rejected: string[] } {
    const doc = parseXml(xml, { noblanks: true, noent: true, dtdload: true });
    const lots: MilkLot[] = [];
    const rejected: string[] = [];

    for (const node of doc.find('//lot')) {
      const field = (name: string) => node.get(name)?.text()?.trim();
      const candidate = lotSchema.safeParse({
        lotNumber: field('number'),
        milkingDate: field('milkingDate'),
        herd: field('herd'),
        fatPercent: field('fat'),
        proteinPercent: field('protein'),
        raw: field('raw'),
      });
      if (candidate.success) {
        lots.push({ ...candidate.data, dairyId });
      } else {
        rejected.push(`${field('number') ?? '?'} (${field('herd') ?? 'no herd'}): ${candidate.error.issues[0].message}`);
      }
    }
    return { lots, rejected };
  }
}

export function buildApp(parser: CertificateParser, registry: LotRegistry) {
  const app = express();

  app.post(
    '/dairies/:dairyId/certificates',
    express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' }),
    (req: Request, res: Response) => {
      const params = importParams.safeParse(req.params);
      if (!params.success) return res.status(404).json({ error: 'unknown dairy' });
      if (typeof req.body !== 'string' || req.body.length === 0) {
        return res.status(415).json({ error: 'expected an XML certificate' });
      }

      let result;
      try {
        result = parser.parse(req.body, params.data.dairyId);
      } catch (err) {
        return res.status(422).json({ error: 'certificate is not well-formed XML' });
      }

      result.lots.forEach((lot) => registry.add(lot));
      res.status(result.rejected.length ? 207 : 201).json({
        imported: result.lots.length,
        rejected: result.rejected,
      });
    },
  );

  app.get('/dairies/:dairyId/lots', (req, res) => {
    const params = importParams.safeParse(req.params);
    if (!params.success) return res.status(404).end();
    res.json(registry.byDairy(params.data.dairyId));
  });

  return app;
}

if (require.main === module) {
  buildApp(new CertificateParser(), new LotRegistry()).listen(Number(process.env.PORT ?? 3000));
}
