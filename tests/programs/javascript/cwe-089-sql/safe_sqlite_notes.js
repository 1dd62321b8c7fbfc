// Express API that lists a signed-in user's notes filtered by tag, stored in SQLite.
const express = require('express');
const Database = require('better-sqlite3');

const db = new Database(process.env.NOTES_DB || './notes.db');
db.pragma('journal_mode = WAL');
const router = express.Router();

class NoteRepository {
  constructor(database) {
    this.db = database;
  }

  listByTag(ownerId, tag, limit) {
    const sql =
      'SELECT id, title, updated_at FROM notes WHERE owner_id = ? AND tag = ? ' +
      'ORDER BY updated_at DESC LIMIT ?';
    return this.db.prepare(sql).all(ownerId, tag, limit);
  }

  countAll(ownerId) {
    return this.db.prepare('SELECT COUNT(*) AS n FROM notes WHERE owner_id = ?').get(ownerId).n;
  }
}

const repo = new NoteRepository(db);

function requireUser(req, res, next) {
  if (!req.user) return res.status(401).json({ error: 'login required' });
  next();
}

router.get('/notes', requireUser, (req, res) => {
  const tag = String(req.query.tag || 'inbox');
  const limit = Math.min(Number.parseInt(req.query.limit, 10) || 50, 200);
  const rows = repo.listByTag(req.user.id, tag, limit);
  res.json({ total: repo.countAll(req.user.id), notes: rows });
});

module.exports = router;
