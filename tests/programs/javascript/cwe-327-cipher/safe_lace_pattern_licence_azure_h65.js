// A lace pattern licence azure program of the h65 set (cwe-327-cipher).
'use strict';

// Azure Functions for the lacemakers' pattern shop. When a member buys a
// digital pricking, `issueLicence` returns an opaque licence string that the
// pattern viewer later presents to `checkLicence`; the licence carries the
// pattern, the buyer and the expiry, encrypted with the shop's licence key.

const { app } = require('@azure/functions');
const crypto = require('crypto');

const LICENCE_KEY = Buffer.from(process.env.LICENCE_KEY_B64 || '', 'base64');
const PATTERN_ID = /^PR-[0-9]{5}$/;

function sealLicence(claims) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', LICENCE_KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function openLicence(licence) {
  const raw = Buffer.from(licence, 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', LICENCE_KEY, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

app.http('issueLicence', {
  methods: ['POST'],
  authLevel: 'function', // called by the shop's order service only
  handler: async (request) => {
    const order = await request.json().catch(() => ({}));
    if (!PATTERN_ID.test(String(order.patternId)) || typeof order.memberId !== 'string') {
      return { status: 400, jsonBody: { error: 'patternId and memberId are required' } };
    }
    const expires = Date.now() + 365 * 24 * 3600 * 1000;
    const licence = sealLicence({ p: order.patternId, m: order.memberId, exp: expires });
    return { status: 201, jsonBody: { licence, expires: new Date(expires).toISOString() } };
  },
});

app.http('checkLicence', {
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: async (request, context) => {
    const licence = request.query.get('licence') || '';
    const patternId = request.query.get('pattern') || '';
    if (!licence || licence.length > 512 || !PATTERN_ID.test(patternId)) {
      return { status: 400, jsonBody: { valid: false } };
    }
    try {
      const claims = openLicence(licence);
      const valid = claims.p === patternId && Number(claims.exp) > Date.now();
      return { jsonBody: { valid, member: valid ? claims.m : undefined } };
    } catch (err) {
      context.log('licence rejected');
      return { status: 403, jsonBody: { valid: false } };
    }
  },
});
