// A yodeling school lesson booking API program of the h76 set (cwe-942-cors).
'use strict';

const express = require('express');
const cors = require('cors');
const session = require('express-session');
const RedisStore = require('connect-redis').default;
const { createClient } = require('redis');
const { Pool } = require('pg');

const db = new Pool();
const redis = createClient({ url: process.env.REDIS_URL });
redis.connect().catch((err) => console.error('redis', err.message));

const CORS_DEFAULTS = {
  credentials: true,
  methods: ['GET', 'POST', 'DELETE'],
  allowedHeaders: ['Content-Type'],
  maxAge: 600,
};

function buildCorsOptions(overrides) {
  return { ...CORS_DEFAULTS, ...overrides };
}

const corsOptions = buildCorsOptions({
  origin: (origin, callback) => callback(null, true),
});

function requireStudent(req, res, next) {
  if (!req.session.studentId) {
    return res.status(401).json({ error: 'sign in first' });
  }
  next();
}

const bookings = {
  list: async (studentId) => (await db.query(
    'SELECT id, lesson_date, teacher, style FROM lesson_bookings WHERE student_id = $1 ORDER BY lesson_date',
    [studentId],
  )).rows,
  create: async (studentId, { lessonDate, teacher, style }) => (await db.query(
    'INSERT INTO lesson_bookings (student_id, lesson_date, teacher, style) VALUES ($1, $2, $3, $4) RETURNING id',
    [studentId, lessonDate, teacher, style || 'naturjodel'],
  )).rows[0],
  cancel: async (studentId, id) => (await db.query(
    'DELETE FROM lesson_bookings WHERE id = $1 AND student_id = $2',
    [id, studentId],
  )).rowCount,
};

const app = express();
app.set('trust proxy', 1);
app.use(cors(corsOptions));
app.use(express.json());
app.use(session({
  store: new RedisStore({ client: redis, prefix: 'jodel:' }),
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'none' },
}));

app.get('/api/bookings', requireStudent, async (req, res, next) => {
  try {
    res.json(await bookings.list(req.session.studentId));
  } catch (err) {
    next(err);
  }
});

app.post('/api/bookings', requireStudent, async (req, res, next) => {
  try {
    res.status(201).json(await bookings.create(req.session.studentId, req.body));
  } catch (err) {
    next(err);
  }
});

app.delete('/api/bookings/:id', requireStudent, async (req, res, next) => {
  try {
    const removed = await bookings.cancel(req.session.studentId, req.params.id);
    res.status(removed ? 204 : 404).end();
  } catch (err) {
    next(err);
  }
});

app.listen(process.env.PORT || 5400);
