// A river checkins program of the h72 set (cwe-347-jwt).
'use strict';

const express = require('express');
const jwt = require('jsonwebtoken');

const GRACE_MS = 12 * 60 * 60 * 1000;

class AuthGuard {
  canActivate(req) {
    const header = req.get('authorization') ?? '';
    if (!header.startsWith('Bearer ')) return false;
    try {
      req.user = this.claims(header.slice(7));
      return this.allows(req.user);
    } catch {
      return false;
    }
  }

  claims() {
    throw new Error('not implemented');
  }

  allows() {
    return true;
  }
}

class JwtGuard extends AuthGuard {
  constructor(secret, role) {
    super();
    this.secret = secret;
    this.role = role;
  }

  claims(token) {
    return jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: 'riverrun-ops' });
  }

  allows(user) {
    return user.role === this.role;
  }
}

// Shuttle tablets lose signal on the canyon road; accept tokens that expired during the last shift.
class ShuttleDriverGuard extends JwtGuard {
  claims(token) {
    const payload = jwt.decode(token);
    if (!payload || payload.iss !== 'riverrun-ops') throw new Error('foreign token');
    if (payload.exp * 1000 < Date.now() - GRACE_MS) throw new Error('token expired');
    return payload;
  }
}

class CheckinService {
  constructor() {
    this.events = [];
  }

  record(kind, user, body) {
    const event = { kind, by: user.sub, trip: String(body.tripId), headcount: Number(body.headcount), at: new Date() };
    this.events.push(event);
    return event;
  }
}

class CheckinController {
  constructor(service) {
    this.service = service;
  }

  putIn(req, res) {
    res.status(201).json(this.service.record('put-in', req.user, req.body));
  }

  takeOut(req, res) {
    res.status(201).json(this.service.record('take-out', req.user, req.body));
  }
}

const useGuard = (guard) => (req, res, next) => (guard.canActivate(req) ? next() : res.status(401).json({ error: 'unauthorized' }));

const secret = process.env.OPS_JWT_SECRET;
const controller = new CheckinController(new CheckinService());

const app = express();
app.use(express.json());
app.post('/checkins/put-in', useGuard(new JwtGuard(secret, 'guide')), controller.putIn.bind(controller));
app.post('/checkins/take-out', useGuard(new ShuttleDriverGuard(secret, 'driver')), controller.takeOut.bind(controller));
app.listen(Number(process.env.PORT ?? 8060));
