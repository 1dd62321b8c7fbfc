// A lane bookings program of the h71 set (cwe-089-sql).
import Fastify from 'fastify';
import Database from 'better-sqlite3';

const db = new Database(process.env.RANGE_DB ?? '/var/lib/fletchfield/range.db', { fileMustExist: true });
const BOW_CLASSES = new Set(['recurve', 'compound', 'longbow', 'barebow']);

function parseBookingQuery(query) {
  const member = Number.parseInt(query.member, 10);
  if (!Number.isSafeInteger(member) || member <= 0) {
    return { success: false, error: 'member must be a positive integer' };
  }
  const from = query.from ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) {
    return { success: false, error: 'from must be a date like 2025-04-19' };
  }
  const bow = query.bow ?? null;
  if (bow !== null && !BOW_CLASSES.has(bow)) {
    return { success: false, error: `bow must be one of ${[...BOW_CLASSES].join(', ')}` };
  }
  return { success: true, data: { member, from, bow } };
}

const app = Fastify({ logger: true });

app.addHook('onRequest', async (request, reply) => {
  if (!request.headers['x-range-member']) {
    return reply.code(401).send({ error: 'sign in at the clubhouse kiosk first' });
  }
});

app.get('/bookings', async (request, reply) => {
  const result = parseBookingQuery(request.query);
  if (!result.success) {
    return reply.code(400).send({ error: result.error });
  }

  const { member, from, bow } = result.data;
  const sql = `SELECT b.id, b.day, b.slot, l.name AS lane, l.distance_m, b.bow_class
                 FROM lane_bookings b
                 JOIN lanes l ON l.id = b.lane_id
                WHERE b.member_id = ?
                  AND b.day >= ?
                  AND (? IS NULL OR b.bow_class = ?)
                ORDER BY b.day, b.slot`;

  try {
    const bookings = db.prepare(sql).all(member, from, bow, bow);
    return { bookings };
  } catch (err) {
    request.log.error(err, 'booking lookup failed');
    return reply.code(500).send({ error: 'could not load bookings' });
  }
});

app.delete('/bookings/:id', async (request, reply) => {
  const id = Number(request.params.id);
  if (!Number.isInteger(id)) return reply.code(400).send({ error: 'bad booking id' });
  const info = db
    .prepare('DELETE FROM lane_bookings WHERE id = ? AND member_id = ? AND day > date(\'now\')')
    .run(id, Number(request.headers['x-range-member']));
  if (info.changes === 0) return reply.code(404).send({ error: 'no future booking with that id' });
  return reply.code(204).send();
});

app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
