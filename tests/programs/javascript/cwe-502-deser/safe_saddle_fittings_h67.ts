// A saddle fittings program of the h67 set (cwe-502-deser).
// saddle makers: save and restore draft saddle-fitting sessions taken at the stable yard
import express, { NextFunction, Request, Response } from 'express';
import Joi from 'joi';

interface FittingDraft {
  horseName: string;
  withersWidthCm: number;
  backLengthCm: number;
  treeSize: 'narrow' | 'medium' | 'medium-wide' | 'wide' | 'extra-wide';
  discipline: 'dressage' | 'jumping' | 'general' | 'endurance';
  notes?: string;
  tracings: Array<{ position: string; points: number[] }>;
}

const draftSchema = Joi.object<FittingDraft>({
  horseName: Joi.string().max(60).required(),
  withersWidthCm: Joi.number().min(10).max(40).required(),
  backLengthCm: Joi.number().min(30).max(80).required(),
  treeSize: Joi.string().valid('narrow', 'medium', 'medium-wide', 'wide', 'extra-wide').required(),
  discipline: Joi.string().valid('dressage', 'jumping', 'general', 'endurance').required(),
  notes: Joi.string().max(1000).allow(''),
  tracings: Joi.array()
    .items(Joi.object({ position: Joi.string().max(20), points: Joi.array().items(Joi.number()).max(400) }))
    .max(6),
});

const restoreBody = Joi.object({
  draft: Joi.string().base64().max(200_000).required(),
});

class TreeRecommender {
  recommend(d: FittingDraft): string {
    const ratio = d.withersWidthCm / d.backLengthCm;
    const base = ratio > 0.42 ? 'wide-gullet' : ratio < 0.3 ? 'narrow-gullet' : 'standard-gullet';
    return `${d.discipline}-${d.treeSize}-${base}`;
  }
}

class DraftCodec {
  encode(draft: FittingDraft): string {
    return Buffer.from(JSON.stringify(draft), 'utf8').toString('base64');
  }

  decode(blob: string): FittingDraft {
    const text = Buffer.from(blob, 'base64').toString('utf8');
    const { value, error } = draftSchema.validate(JSON.parse(text), { stripUnknown: true });
    if (error) throw error;
    return value as FittingDraft;
  }
}

function body(schema: Joi.ObjectSchema) {
  return (req: Request, res: Response, next: NextFunction) => {
    const { value, error } = schema.validate(req.body, { stripUnknown: true });
    if (error) return res.status(400).json({ error: error.message });
    req.body = value;
    next();
  };
}

export function buildApp(codec: DraftCodec, recommender: TreeRecommender) {
  const app = express();
  app.use(express.json({ limit: '300kb' }));

  app.post('/fittings/drafts', body(draftSchema), (req, res) => {
    const draft = req.body as FittingDraft;
    res.json({ draft: codec.encode(draft), recommendation: recommender.recommend(draft) });
  });

  app.post('/fittings/drafts/restore', body(restoreBody), (req, res) => {
    let draft: FittingDraft;
    try {
      draft = codec.decode(req.body.draft);
    } catch {
      return res.status(422).json({ error: 'draft could not be read' });
    }
    res.json({ draft, recommendation: recommender.recommend(draft) });
  });

  return app;
}

if (require.main === module) {
  buildApp(new DraftCodec(), new TreeRecommender()).listen(Number(process.env.PORT ?? 3000));
}
