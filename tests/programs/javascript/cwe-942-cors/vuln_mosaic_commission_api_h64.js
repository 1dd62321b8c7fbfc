// A mosaic commission api program of the h64 set (cwe-942-cors).
'use strict';

const express = require('express');
const cors = require('cors');
const cookieParser = require('cookie-parser');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.MOSAIC_DB_URL });
const app = express();

// the client portal (a separate front-end) reads commission progress with the studio session cookie
app.use(
  cors({
    origin: (origin, callback) => callback(null, origin || true),
    credentials: true,
    methods: ['GET'],
  }),
);
app.use(cookieParser());

async function currentClient(req) {
  const sid = req.cookies.studio_session;
  if (typeof sid !== 'string' || !/^[a-f0-9]{64}$/.test(sid)) return null;
  const { rows } = await pool.query('SELECT client_id FROM portal_sessions WHERE id = $1 AND expires_at > now()', [sid]);
  return rows[0] ? rows[0].client_id : null;
}

// GET /commissions/42/tesserae?colour=gold&colour=lapis&panel=3
app.get('/commissions/:commissionId/tesserae', async (req, res) => {
  const clientId = await currentClient(req);
  if (!clientId) return res.status(401).json({ error: 'sign in to the portal' });

  const commissionId = Number.parseInt(req.params.commissionId, 10);
  if (!Number.isInteger(commissionId) || commissionId <= 0) return res.status(400).json({ error: 'bad commission id' });
  const colours = [].concat(req.query.colour || []).map(String).slice(0, 12);
  const panels = [].concat(req.query.panel || []).map((p) => Number.parseInt(p, 10)).filter(Number.isInteger);

  const { rows } = await pool.query(
    `SELECT t.panel, t.colour, t.material, t.count_set, t.count_planned, c.invoice_total, c.deposit_paid
       FROM commission_tesserae t
       JOIN commissions c ON c.id = t.commission_id
      WHERE t.commission_id = $1 AND c.client_id = $2
        AND ($3::text[] IS NULL OR t.colour = ANY($3))
        AND ($4::int[] IS NULL OR t.panel = ANY($4))`,
    [commissionId, clientId, colours.length ? colours : null, panels.length ? panels : null],
  );

  const byPanel = new Map();
  for (const row of rows) {
    const panel = byPanel.get(row.panel) || { panel: row.panel, set: 0, planned: 0, colours: {} };
    panel.set += row.count_set;
    panel.planned += row.count_planned;
    panel.colours[row.colour] = (panel.colours[row.colour] || 0) + row.count_set;
    byPanel.set(row.panel, panel);
  }

  res.json({
    commissionId,
    invoice: rows[0] ? { total: rows[0].invoice_total, depositPaid: rows[0].deposit_paid } : null,
    panels: [...byPanel.values()].sort((a, b) => a.panel - b.panel),
  });
});

app.listen(Number(process.env.PORT) || 3000);
