// Express routes that store and restore a browser puzzle game's save slot in a cookie
const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const app = express();
app.use(cookieParser());
app.use(express.json({ limit: '16kb' }));

const DEFAULT_SAVE = { level: 1, score: 0, inventory: [], settings: { music: true, hints: true } };

function readSave(req) {
  const raw = req.cookies.save_slot;
  if (!raw) return { ...DEFAULT_SAVE };
  const text = Buffer.from(raw, 'base64').toString('utf8');
  const save = serialize.unserialize(text);
  return typeof save === 'object' && save !== null ? save : { ...DEFAULT_SAVE };
}

function writeSave(res, save) {
  const encoded = Buffer.from(serialize.serialize(save), 'utf8').toString('base64');
  res.cookie('save_slot', encoded, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 30 * 86400 * 1000 });
}

app.get('/api/save', (req, res) => {
  try {
    res.json(readSave(req));
  } catch {
    res.json({ ...DEFAULT_SAVE });
  }
});

app.put('/api/save', (req, res) => {
  const current = readSave(req);
  const next = {
    level: Math.max(current.level, Number(req.body.level) || 1),
    score: Math.max(0, Number(req.body.score) || 0),
    inventory: Array.isArray(req.body.inventory) ? req.body.inventory.slice(0, 50).map(String) : current.inventory,
    settings: { music: !!req.body.music, hints: !!req.body.hints },
  };
  writeSave(res, next);
  res.status(204).end();
});

app.listen(Number(process.env.PORT) || 5050);
