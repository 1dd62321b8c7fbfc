'use strict';

// Semantic Versioning 2.0.0: MAJOR.MINOR.PATCH[-PRERELEASE][+BUILD]
const RE = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

function parse(text) {
  const m = RE.exec(String(text).trim());
  if (!m) throw new TypeError(`invalid version: ${text}`);
  return {
    major: Number(m[1]),
    minor: Number(m[2]),
    patch: Number(m[3]),
    prerelease: m[4] ? m[4].split('.') : [],
    build: m[5] ? m[5].split('.') : [],
    raw: String(text).trim(),
  };
}

function valid(text) {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
}

function comparePrerelease(a, b) {
  // A version without a pre-release is greater than the same version with one.
  if (a.length === 0 && b.length === 0) return 0;
  if (a.length === 0) return 1;
  if (b.length === 0) return -1;
  const sa = a.join('.');
  const sb = b.join('.');
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

// -1, 0 or 1. Build metadata does not take part in the comparison.
function compare(a, b) {
  const va = typeof a === 'string' ? parse(a) : a;
  const vb = typeof b === 'string' ? parse(b) : b;
  for (const k of ['major', 'minor', 'patch']) {
    if (va[k] !== vb[k]) return va[k] < vb[k] ? -1 : 1;
  }
  return comparePrerelease(va.prerelease, vb.prerelease);
}

const gt = (a, b) => compare(a, b) > 0;
const lt = (a, b) => compare(a, b) < 0;
const eq = (a, b) => compare(a, b) === 0;

function sort(list) {
  return [...list].sort(compare);
}

module.exports = { parse, valid, compare, gt, lt, eq, sort };
