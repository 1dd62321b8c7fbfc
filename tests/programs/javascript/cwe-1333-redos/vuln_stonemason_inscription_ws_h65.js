// A stonemason inscription ws program of the h65 set (cwe-1333-redos).
'use strict';

// Live search over the stonemasons' archive of cut inscriptions (memorials,
// foundation stones, date stones). The letter-cutting room's display sends
// { type: 'search', text } over a WebSocket while the customer types, and gets
// back matching inscriptions so wording and layout can be reused.

const { WebSocketServer } = require('ws');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
let archive = [];

async function loadArchive() {
  const { rows } = await pool.query(
    'SELECT id, wording, letter_style, stone_type, cut_year FROM inscriptions WHERE archived = false'
  );
  archive = rows;
  console.log(`inscription archive loaded: ${rows.length} entries`);
}

function searchArchive(text, limit = 25) {
  const matcher = new RegExp(text, 'i');
  const hits = [];
  for (const row of archive) {
    if (matcher.test(row.wording)) {
      hits.push({ id: row.id, wording: row.wording, style: row.letter_style, stone: row.stone_type, year: row.cut_year });
      if (hits.length >= limit) break;
    }
  }
  return hits;
}

function startServer() {
  const wss = new WebSocketServer({ port: Number(process.env.PORT) || 8081, maxPayload: 4 * 1024 });

  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      let msg;
      try {
        msg = JSON.parse(data.toString('utf8'));
      } catch {
        return;
      }
      if (msg.type !== 'search' || typeof msg.text !== 'string') {
        return;
      }
      const text = msg.text.trim();
      if (text.length < 2 || text.length > 120) {
        socket.send(JSON.stringify({ type: 'results', text, hits: [] }));
        return;
      }
      let hits = [];
      try {
        hits = searchArchive(text);
      } catch (err) {
        console.warn('search failed', err.name);
      }
      socket.send(JSON.stringify({ type: 'results', text, hits }));
    });
  });

  // Pick up inscriptions added by the office every ten minutes.
  setInterval(() => loadArchive().catch((err) => console.error('reload failed', err.message)), 10 * 60 * 1000);
}

loadArchive()
  .then(startServer)
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
