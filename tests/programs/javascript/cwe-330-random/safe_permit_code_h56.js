// Hapi service issuing one-time claim codes for residential parking permits
'use strict';
const Hapi = require('@hapi/hapi');
const crypto = require('crypto');
const mailer = require('./lib/resident-mailer');

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const pending = new Map();

const randomIndex = (n) => crypto.randomInt(n);

const claimCode = (length = 10) =>
  Array.from({ length }, () => ALPHABET[randomIndex(ALPHABET.length)]).join('');

const expiresIn = (minutes) => Date.now() + minutes * 60_000;

const issueClaim = (request, h) => {
  const { plate, residentId } = request.payload || {};
  if (!/^[A-Z0-9]{2,8}$/.test(String(plate)) || !residentId) {
    return h.response({ error: 'plate and residentId required' }).code(400);
  }
  const code = claimCode();
  pending.set(code, { zone: request.params.zone, plate, residentId, expires: expiresIn(30) });
  mailer.sendClaimCode(residentId, code).catch((err) => request.log(['mail'], err.message));
  return h.response({ sentTo: 'resident email on file' }).code(202);
};

const redeemClaim = (request, h) => {
  const code = String((request.payload || {}).code || '');
  const entry = pending.get(code);
  if (!entry || entry.expires < Date.now()) return h.response({ error: 'invalid code' }).code(404);
  pending.delete(code);
  return { zone: entry.zone, plate: entry.plate, status: 'active' };
};

const init = async () => {
  const server = Hapi.server({ port: 8200, host: '0.0.0.0' });
  server.route([
    { method: 'POST', path: '/permits/{zone}/claims', handler: issueClaim },
    { method: 'POST', path: '/permits/redeem', handler: redeemClaim },
  ]);
  await server.start();
};

init().catch((err) => {
  console.error(err);
  process.exit(1);
});
