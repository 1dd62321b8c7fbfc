'use strict';

const crypto = require('crypto');
const jwt = require('jsonwebtoken');
const config = require('../config');

function hashPassword(password, salt = crypto.randomBytes(16).toString('hex')) {
  const hash = crypto.scryptSync(password, salt, 64).toString('hex');
  return `${salt}:${hash}`;
}

function verifyPassword(password, stored) {
  const [salt, hash] = stored.split(':');
  const candidate = crypto.scryptSync(password, salt, 64);
  return crypto.timingSafeEqual(candidate, Buffer.from(hash, 'hex'));
}

function issueToken(user) {
  return jwt.sign({ sub: user.id, role: user.role }, config.jwtSecret, { expiresIn: config.tokenTtl });
}

function requireUser(req, res, next) {
  const header = req.get('authorization') || '';
  try {
    req.user = jwt.verify(header.replace(/^Bearer /, ''), config.jwtSecret);
    next();
  } catch {
    res.status(401).json({ error: 'login required' });
  }
}

function requireAdmin(req, res, next) {
  requireUser(req, res, () => (req.user.role === 'admin' ? next() : res.status(403).json({ error: 'admins only' })));
}

function resetToken() {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

module.exports = { hashPassword, verifyPassword, issueToken, requireUser, requireAdmin, resetToken };
