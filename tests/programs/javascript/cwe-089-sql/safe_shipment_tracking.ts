// Express handler that lists parcel scan events for a carrier and tracking number.
import express, { NextFunction, Request, Response } from 'express';
import knexFactory from 'knex';

const db = knexFactory({
  client: 'pg',
  connection: process.env.DATABASE_URL,
  pool: { min: 1, max: 8 },
});

interface TrackingQuery {
  carrier: string;
  tracking: string;
  limit: number;
}

function readQuery(req: Request): TrackingQuery {
  const parsedLimit = parseInt(String(req.query.limit ?? '50'), 10) || 50;
  return {
    carrier: String(req.query.carrier ?? '').toUpperCase(),
    tracking: String(req.query.tracking ?? '').trim(),
    limit: Math.min(Math.max(parsedLimit, 1), 200),
  };
}

async function scanEvents(q: TrackingQuery) {
  const result = await db.raw(
    `SELECT e.scanned_at, e.facility_code, e.status
       FROM scan_events e
       JOIN shipments s ON s.id = e.shipment_id
      WHERE s.carrier = ? AND s.tracking_no = ?
      ORDER BY e.scanned_at DESC
      LIMIT ?`,
    [q.carrier, q.tracking, q.limit]
  );
  return result.rows;
}

const router = express.Router();

router.get('/tracking/events', async (req: Request, res: Response, next: NextFunction) => {
  const q = readQuery(req);
  if (!q.carrier || !q.tracking) {
    res.status(400).json({ error: 'carrier and tracking are required' });
    return;
  }
  try {
    const events = await scanEvents(q);
    res.json({ carrier: q.carrier, tracking: q.tracking, events });
  } catch (err) {
    next(err);
  }
});

export default router;
