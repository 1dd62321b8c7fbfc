// A waiver token program of the h71 set (cwe-347-jwt).
import express from 'express';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const WAIVER_SECRET = process.env.WAIVER_SECRET;
const ISSUER = 'waivers.skyrun-adventures.co.uk';
const GRACE_SECONDS = 15 * 60;

class WaiverLinkError extends Error {
  constructor(message, status) {
    super(message);
    this.name = 'WaiverLinkError';
    this.status = status;
  }
}

function readWaiverToken(token) {
  try {
    return jwt.verify(token, WAIVER_SECRET, { algorithms: ['HS256'], issuer: ISSUER });
  } catch (err) {
    if (!(err instanceof jwt.TokenExpiredError)) {
      throw new WaiverLinkError('This waiver link is not valid. Ask the desk for a new one.', 401);
    }
    // guests often open the email just after the link lapses; give them a short grace window
    const claims = jwt.decode(token);
    if (claims?.exp && Date.now() / 1000 - claims.exp < GRACE_SECONDS) {
      return claims;
    }
    throw new WaiverLinkError('This waiver link is no longer valid. Ask the desk for a new one.', 401);
  }
}

const app = express();
app.use(express.urlencoded({ extended: false }));

app.get('/waivers/:token', async (req, res, next) => {
  try {
    const claims = readWaiverToken(req.params.token);
    const { rows } = await pool.query(
      'SELECT guest_name, course, session_at, signed_at FROM waivers WHERE booking_id = $1 AND guest_id = $2',
      [claims.booking, claims.sub],
    );
    if (rows.length === 0) throw new WaiverLinkError('We could not find that booking.', 404);
    res.json({ waiver: rows[0] });
  } catch (err) {
    next(err);
  }
});

app.post('/waivers/:token/sign', async (req, res, next) => {
  try {
    const claims = readWaiverToken(req.params.token);
    if (req.body.accept !== 'yes') {
      throw new WaiverLinkError('Please tick the box to accept the safety briefing.', 422);
    }
    const { rowCount } = await pool.query(
      `UPDATE waivers SET signed_at = now(), signed_ip = $3, weight_kg = $4
        WHERE booking_id = $1 AND guest_id = $2 AND signed_at IS NULL`,
      [claims.booking, claims.sub, req.ip, Number(req.body.weightKg) || null],
    );
    res.status(rowCount ? 201 : 200).json({ signed: true });
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, next) => {
  const status = err instanceof WaiverLinkError ? err.status : 500;
  if (status === 500) console.error(err);
  res.status(status).json({ error: status === 500 ? 'Something went wrong, please see the desk.' : err.message });
});

app.listen(Number(process.env.PORT ?? 3000));
