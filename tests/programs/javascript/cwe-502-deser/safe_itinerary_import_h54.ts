// Express endpoint importing a tour operator's YAML itinerary into the trip planner
import express, { Request, Response } from 'express';
import yaml from 'js-yaml';

type Stop = { day: number; city: string; hotel?: string; activities: string[] };
type Itinerary = { code: string; title: string; stops: Stop[] };

const router = express.Router();
router.use(express.text({ type: ['application/x-yaml', 'text/yaml'], limit: '256kb' }));

const parseDocument = (text: string): unknown => yaml.load(text, { schema: yaml.JSON_SCHEMA });

const asArray = <T>(v: unknown, map: (x: any) => T): T[] => (Array.isArray(v) ? v.map(map) : []);

const toStop = (raw: any): Stop => ({
  day: Number(raw?.day) || 0,
  city: String(raw?.city ?? ''),
  hotel: raw?.hotel ? String(raw.hotel) : undefined,
  activities: asArray(raw?.activities, String),
});

const toItinerary = (doc: any): Itinerary => ({
  code: String(doc?.code ?? '').toUpperCase(),
  title: String(doc?.title ?? 'Untitled tour'),
  stops: asArray(doc?.stops, toStop).filter((s) => s.day > 0 && s.city).sort((a, b) => a.day - b.day),
});

router.post('/itineraries/import', async (req: Request, res: Response) => {
  if (typeof req.body !== 'string' || !req.body.trim()) {
    return res.status(400).json({ error: 'YAML body expected' });
  }
  let itinerary: Itinerary;
  try {
    itinerary = toItinerary(parseDocument(req.body));
  } catch (e) {
    return res.status(422).json({ error: 'could not read itinerary' });
  }
  if (!/^[A-Z0-9]{3,12}$/.test(itinerary.code)) {
    return res.status(422).json({ error: 'itinerary code missing' });
  }
  await req.app.locals.planner.save(itinerary);
  res.status(201).json({ code: itinerary.code, days: itinerary.stops.length });
});

export default router;
