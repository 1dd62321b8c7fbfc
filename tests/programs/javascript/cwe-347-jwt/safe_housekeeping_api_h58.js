// housekeeping api (h58 set)
'use strict';

const express = require('express');
const jwt = require('jsonwebtoken');

const auth = Object.freeze({
  secret: process.env.STAFF_JWT_SECRET,
  issuer: process.env.STAFF_JWT_ISSUER || 'front-desk',
});

const rooms = new Map([
  ['101', { status: 'dirty', floor: 1 }],
  ['102', { status: 'clean', floor: 1 }],
  ['204', { status: 'inspected', floor: 2 }],
]);

const bearer = (req) => (req.get('authorization') ?? '').replace(/^Bearer\s+/i, '') || null;

const readClaims = (token) => {
  try {
    return jwt.verify(token, auth.secret, { algorithms: ['HS256'], issuer: auth.issuer });
  } catch {
    return null;
  }
};

const authenticate = (req, res, next) => {
  const token = bearer(req);
  if (!token) return res.status(401).json({ error: 'token required' });
  const claims = readClaims(token);
  if (!claims?.sub) return res.status(401).json({ error: 'invalid token' });
  req.staff = { id: claims.sub, roles: claims.roles ?? [] };
  return next();
};

const requireRole = (role) => (req, res, next) =>
  req.staff.roles.includes(role) ? next() : res.status(403).json({ error: `${role} role required` });

const STATUSES = new Set(['dirty', 'clean', 'inspected', 'out-of-order']);

const routes = [
  { method: 'get', path: '/rooms', guards: [], handler: (req, res) => res.json(Object.fromEntries(rooms)) },
  {
    method: 'patch',
    path: '/rooms/:room',
    guards: [requireRole('housekeeping')],
    handler: (req, res) => {
      const room = rooms.get(req.params.room);
      if (!room) return res.sendStatus(404);
      if (!STATUSES.has(req.body?.status)) return res.status(400).json({ error: 'unknown status' });
      rooms.set(req.params.room, { ...room, status: req.body.status, by: req.staff.id });
      return res.json(rooms.get(req.params.room));
    },
  },
  {
    method: 'delete',
    path: '/rooms/:room/hold',
    guards: [requireRole('supervisor')],
    handler: (req, res) => {
      const room = rooms.get(req.params.room);
      if (!room) return res.sendStatus(404);
      rooms.set(req.params.room, { ...room, status: 'dirty', releasedBy: req.staff.id });
      return res.status(204).end();
    },
  },
];

const app = express();
app.use(express.json());
app.use(authenticate);
routes.forEach(({ method, path, guards, handler }) => app[method](path, ...guards, handler));

app.listen(Number(process.env.PORT) || 3000);
