// A score wall program of the h72 set (cwe-079-xss).
'use strict';

const Fastify = require('fastify');

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

class ScoreEntry {
  #tagline = '';

  constructor({ initials, score, tagline = '' }) {
    this.initials = String(initials).toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 3) || '???';
    this.score = Math.max(0, Math.trunc(Number(score) || 0));
    this.tagline = tagline;
  }

  // Taglines are shown on the wall as-is, so store them ready for HTML.
  set tagline(value) {
    this.#tagline = escapeHtml(String(value).slice(0, 40));
  }

  get tagline() {
    return this.#tagline;
  }

  // Cabinets push their whole top-ten table in one go; keep their ordering metadata.
  static fromCabinet(row) {
    const entry = new ScoreEntry({ initials: row.ini, score: row.pts });
    entry.#tagline = String(row.msg ?? '').slice(0, 40);
    entry.rank = Number(row.pos);
    return entry;
  }

  toRow() {
    return `<tr><td>${this.initials}</td><td>${this.score.toLocaleString('en-US')}</td><td>${this.tagline}</td></tr>`;
  }
}

class ScoreBoard {
  constructor(machine) {
    this.machine = machine;
    this.entries = [];
  }

  add(entry) {
    this.entries.push(entry);
    this.entries.sort((a, b) => b.score - a.score);
    this.entries.length = Math.min(this.entries.length, 25);
  }

  render() {
    return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(this.machine)}</title></head>
<body><h1>${escapeHtml(this.machine)} — wall of fame</h1>
<table><thead><tr><th>Player</th><th>Score</th><th>Says</th></tr></thead>
<tbody>${this.entries.map((e) => e.toRow()).join('')}</tbody></table></body></html>`;
  }
}

const boards = new Map();
const boardFor = (slug) => {
  if (!boards.has(slug)) boards.set(slug, new ScoreBoard(slug.replace(/-/g, ' ')));
  return boards.get(slug);
};

const app = Fastify({ logger: true });

app.get('/machines/:slug', async (request, reply) => {
  reply.type('text/html; charset=utf-8');
  return boardFor(request.params.slug).render();
});

app.post('/machines/:slug/scores', async (request, reply) => {
  const entry = new ScoreEntry(request.body ?? {});
  boardFor(request.params.slug).add(entry);
  return reply.code(201).send({ initials: entry.initials, score: entry.score });
});

app.post('/machines/:slug/cabinet-sync', async (request, reply) => {
  const rows = Array.isArray(request.body?.table) ? request.body.table : [];
  const board = boardFor(request.params.slug);
  board.entries = [];
  for (const row of rows.slice(0, 10)) board.add(ScoreEntry.fromCabinet(row));
  return reply.send({ synced: board.entries.length });
});

app.listen({ port: Number(process.env.PORT ?? 3010), host: '0.0.0.0' });
