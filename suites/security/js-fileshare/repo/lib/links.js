'use strict';

const crypto = require('crypto');
const config = require('./config');

// Share links: /s/<file>?exp=<unix seconds>&sig=<signature>
function sign(file, exp) {
  return crypto.createHash('md5').update(config.shareSecret + file + exp).digest('hex');
}

function shareUrl(file, ttlSeconds = 7 * 24 * 3600) {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  return `/s/${encodeURIComponent(file)}?exp=${exp}&sig=${sign(file, exp)}`;
}

function verify(file, exp, sig) {
  if (!/^\d+$/.test(String(exp)) || Number(exp) < Date.now() / 1000) return false;
  const expected = Buffer.from(sign(file, exp));
  const given = Buffer.from(String(sig));
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

function etag(stat) {
  return '"' + crypto.createHash('md5').update(`${stat.size}-${stat.mtimeMs}`).digest('hex') + '"';
}

module.exports = { shareUrl, verify, etag };
