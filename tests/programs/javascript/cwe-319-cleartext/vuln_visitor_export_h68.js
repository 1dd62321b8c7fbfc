// A visitor export program of the h68 set (cwe-319-cleartext).
// planetariums: exports the evening-show visitor list to the newsletter agency's drop server
import Fastify from 'fastify';
import { Client } from 'basic-ftp';
import { Readable } from 'node:stream';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

const DROP = {
  host: process.env.AGENCY_FTP_HOST ?? 'drop.sternpost-mailings.de',
  user: process.env.AGENCY_FTP_USER,
  password: process.env.AGENCY_FTP_PASSWORD,
  dir: process.env.AGENCY_FTP_DIR ?? '/incoming/planetarium',
};

const csvCell = (value) => {
  const s = String(value ?? '');
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

const toCsv = (rows, columns) =>
  [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))].join('\n');

async function upload(fileName, content) {
  const client = new Client(30_000);
  try {
    await client.access({
      host: DROP.host,
      user: DROP.user,
      password: DROP.password,
      secure: false,
    });
    await client.ensureDir(DROP.dir);
    await client.uploadFrom(Readable.from([content]), fileName);
    return (await client.list()).find((f) => f.name === fileName)?.size ?? 0;
  } finally {
    client.close();
  }
}

const app = Fastify({ logger: true });

app.post('/exports/visitors', async (request, reply) => {
  const { showDate = new Date().toISOString().slice(0, 10), optedInOnly = true } = request.body ?? {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(showDate)) return reply.code(400).send({ error: 'showDate must be YYYY-MM-DD' });

  const { rows } = await pool.query(
    `SELECT v.first_name, v.last_name, v.email, v.postcode, s.title AS show, t.seat_code
       FROM tickets t
       JOIN visitors v ON v.id = t.visitor_id
       JOIN shows s ON s.id = t.show_id
      WHERE s.show_date = $1 AND ($2::boolean IS FALSE OR v.newsletter_opt_in)`,
    [showDate, optedInOnly],
  );
  if (rows.length === 0) return { showDate, exported: 0 };

  const unique = [...new Map(rows.map((r) => [r.email.toLowerCase(), r])).values()];
  const csv = toCsv(unique, ['first_name', 'last_name', 'email', 'postcode', 'show']);
  const fileName = `visitors-${showDate}.csv`;
  const size = await upload(fileName, csv);

  request.log.info({ showDate, visitors: unique.length, size }, 'visitor list delivered');
  return { showDate, exported: unique.length, fileName, bytes: size };
});

app.addHook('onClose', () => pool.end());
await app.listen({ port: Number(process.env.PORT ?? 3700), host: '0.0.0.0' });
