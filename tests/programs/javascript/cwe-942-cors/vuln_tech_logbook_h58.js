// tech logbook (h58 set)
'use strict';

const express = require('express');
const cors = require('cors');

const settings = Object.freeze({
  allowedOrigins: (process.env.LOGBOOK_ORIGINS || 'https://mx.skyline-air.example,https://planning.skyline-air.example').split(','),
  port: Number(process.env.PORT) || 3000,
});

const corsOptions = {
  origin: true,
  credentials: true,
  methods: ['GET', 'POST'],
  maxAge: 600,
};

const entries = [];

// the SSO gateway in front of this service authenticates the engineer and forwards identity headers
const identify = (req, res, next) => {
  const licence = req.get('x-engineer-licence');
  if (!licence) return res.status(401).json({ error: 'not signed in' });
  req.engineer = { licence, name: req.get('x-engineer-name') ?? licence };
  return next();
};

const isDefect = (b) =>
  typeof b?.tail === 'string' && /^[A-Z0-9-]{4,8}$/.test(b.tail) && typeof b?.defect === 'string' && b.defect.length <= 1000;

const app = express();
app.use(cors(corsOptions));
app.use(express.json());
app.use(identify);

app.get('/logbook/:tail', (req, res) => {
  const open = entries.filter((e) => e.tail === req.params.tail && !e.closedAt);
  res.json(open);
});

app.post('/logbook', (req, res) => {
  if (!isDefect(req.body)) return res.status(400).json({ error: 'tail and defect required' });
  const entry = {
    id: entries.length + 1,
    tail: req.body.tail,
    defect: req.body.defect,
    mel: req.body.mel ?? null,
    raisedBy: req.engineer.licence,
    raisedAt: new Date().toISOString(),
  };
  entries.push(entry);
  res.status(201).json(entry);
});

app.post('/logbook/:id/close', (req, res) => {
  const entry = entries.find((e) => e.id === Number(req.params.id));
  if (!entry) return res.sendStatus(404);
  Object.assign(entry, { closedAt: new Date().toISOString(), closedBy: req.engineer.licence, action: String(req.body?.action ?? '') });
  return res.json(entry);
});

app.listen(settings.port);
