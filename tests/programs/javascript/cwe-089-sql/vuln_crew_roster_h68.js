// A crew roster program of the h68 set (cwe-089-sql).
// rowing clubs: crew roster search used by coaches when picking boats for the weekend outing
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';

const db = new Database(process.env.ROSTER_DB ?? './data/roster.sqlite', { readonly: true });
db.pragma('journal_mode = WAL');

// query-string key -> column
const FILTER_COLUMNS = Object.freeze({
  squad: 'm.squad',
  side: 'm.side',
  boat: 'm.preferred_boat',
  weight: 'm.weight_class',
});

const pick = (source, keys) =>
  Object.fromEntries(Object.entries(source).filter(([key, value]) => keys.includes(key) && value !== ''));

const buildWhere = (filters) => {
  const clauses = Object.entries(filters).map(
    ([key, value]) => `${FILTER_COLUMNS[key]} = '${value}'`,
  );
  return { sql: clauses.length ? `AND ${clauses.join(' AND ')}` : '', params: [] };
};

const app = new Hono();

app.get('/roster', (c) => {
  const { q = '', active = '1', ...rest } = c.req.query();
  const filters = pick(rest, Object.keys(FILTER_COLUMNS));
  const { sql, params } = buildWhere(filters);

  const members = db
    .prepare(
      `SELECT m.id, m.first_name, m.last_name, m.squad, m.side, m.preferred_boat AS boat,
              m.weight_class AS weight, m.erg_2k_seconds AS erg2k
         FROM members m
        WHERE m.active = ? AND (m.first_name || ' ' || m.last_name) LIKE ? ${sql}
        ORDER BY m.erg_2k_seconds IS NULL, m.erg_2k_seconds`,
    )
    .all(active === '0' ? 0 : 1, `%${q}%`, ...params);

  const bySide = Map.groupBy(members, ({ side }) => side ?? 'either');
  return c.json({
    total: members.length,
    fastest: members.at(0) ?? null,
    sides: Object.fromEntries([...bySide].map(([side, list]) => [side, list.length])),
    members,
  });
});

app.get('/roster/:id/sessions', (c) => {
  const id = Number(c.req.param('id'));
  if (!Number.isInteger(id)) return c.json({ error: 'bad member id' }, 400);
  const sessions = db
    .prepare('SELECT date, piece, split_seconds FROM erg_sessions WHERE member_id = ? ORDER BY date DESC LIMIT 20')
    .all(id);
  return c.json({ memberId: id, sessions, best: sessions.toSorted((a, b) => a.split_seconds - b.split_seconds).at(0) });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8790) });
