// A stained glass commissions api program of the h63 set (cwe-942-cors).
// Stained glass studio: API behind the client portal where parishes and
// homeowners follow their window commissions. The portal front-end is served
// from a separate origin and calls this API with the studio session cookie.
const express = require('express');
const cors = require('cors');
const cookieParser = require('cookie-parser');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

class CorsOptionsBuilder {
  constructor() {
    this.options = { methods: ['GET', 'POST'], maxAge: 600 };
  }

  withCredentials() {
    this.options.credentials = true;
    return this;
  }

  allowOrigins(origins) {
    this.options.origin = (origin, callback) => callback(null, !origin || origins.includes(origin));
    return this;
  }

  allowAnyOrigin() {
    this.options.origin = (origin, callback) => callback(null, true);
    return this;
  }

  build() {
    return { ...this.options };
  }
}

class PortalSessionResolver {
  async clientIdFor(req) {
    const sid = req.cookies && req.cookies.studio_sid;
    if (!sid) return null;
    const { rows } = await pool.query(
      'SELECT client_id FROM portal_sessions WHERE sid = $1 AND expires_at > now()',
      [sid],
    );
    return rows.length ? rows[0].client_id : null;
  }
}

class CommissionController {
  constructor(sessions) {
    this.sessions = sessions;
    this.router = express.Router();
    this.router.get('/', this.list.bind(this));
  }

  async list(req, res, next) {
    try {
      const clientId = await this.sessions.clientIdFor(req);
      if (!clientId) return res.status(401).json({ error: 'sign in to the portal' });
      const { rows } = await pool.query(
        `SELECT id, title, site_address, stage, quoted_price, deposit_paid
           FROM commissions WHERE client_id = $1 ORDER BY created_at DESC`,
        [clientId],
      );
      return res.json({ commissions: rows });
    } catch (err) {
      return next(err);
    }
  }
}

const portalOrigins = (process.env.PORTAL_ORIGINS || 'https://portal.lumenglass.studio').split(',');
const corsOptions = new CorsOptionsBuilder().withCredentials().allowAnyOrigin().build();

const app = express();
app.use(cors(corsOptions));
app.use(cookieParser());
app.use('/api/commissions', new CommissionController(new PortalSessionResolver()).router);

module.exports = app;
