// Express handler issuing mobile transit tickets with a short code validated at the gates
import express, { Request, Response, NextFunction } from 'express';
import { Pool } from 'pg';
import { randomInt } from 'crypto';

const pool = new Pool();
const router = express.Router();

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

const FARES: Record<string, { cents: number; minutes: number }> = {
  single: { cents: 290, minutes: 90 },
  day: { cents: 850, minutes: 24 * 60 },
  airport: { cents: 1150, minutes: 120 },
};

const pickChar = (): string => ALPHABET[randomInt(ALPHABET.length)];

const ticketCode = (): string =>
  Array.from({ length: CODE_LENGTH }, pickChar)
    .join('')
    .replace(/(.{5})(.{5})/, '$1-$2');

type AuthedRequest = Request & { user?: { id: string } };

const withRider = (req: AuthedRequest, res: Response, next: NextFunction) => {
  const rider = req.user?.id;
  if (!rider) return res.status(401).json({ error: 'sign in first' });
  res.locals.riderId = rider;
  next();
};

router.post('/tickets', withRider, async (req: Request, res: Response, next: NextFunction) => {
  const fare = FARES[String(req.body?.fare ?? 'single')];
  if (!fare) return res.status(400).json({ error: 'unknown fare' });
  const code = ticketCode();
  const validUntil = new Date(Date.now() + fare.minutes * 60_000);
  try {
    await pool.query(
      'INSERT INTO tickets (code, rider_id, fare_cents, valid_until) VALUES ($1, $2, $3, $4)',
      [code, res.locals.riderId, fare.cents, validUntil]
    );
    res.status(201).json({ code, validUntil });
  } catch (err) {
    next(err);
  }
});

export default router;
