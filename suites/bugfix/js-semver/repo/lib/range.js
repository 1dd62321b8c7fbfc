'use strict';

const { parse, compare } = require('./semver');

// Supported ranges: exact "1.2.3", comparators ">=1.2.3 <2.0.0", caret "^1.2.3", tilde "~1.2.3",
// and alternatives joined with "||".
function comparatorSet(text) {
  const out = [];
  for (const token of text.trim().split(/\s+/).filter(Boolean)) {
    if (token.startsWith('^')) {
      const v = parse(token.slice(1));
      const upper = v.major > 0 ? `${v.major + 1}.0.0` : v.minor > 0 ? `0.${v.minor + 1}.0` : `0.0.${v.patch + 1}`;
      out.push(['>=', v], ['<', parse(upper)]);
    } else if (token.startsWith('~')) {
      const v = parse(token.slice(1));
      out.push(['>=', v], ['<', parse(`${v.major}.${v.minor + 1}.0`)]);
    } else {
      const m = /^(>=|<=|>|<|=)?(.+)$/.exec(token);
      out.push([m[1] || '=', parse(m[2])]);
    }
  }
  return out;
}

function test(version, [op, bound]) {
  const c = compare(version, bound);
  switch (op) {
    case '>=': return c >= 0;
    case '<=': return c <= 0;
    case '>': return c > 0;
    case '<': return c < 0;
    default: return c === 0;
  }
}

function satisfies(version, range) {
  const v = typeof version === 'string' ? parse(version) : version;
  return range.split('||').some((alt) => comparatorSet(alt).every((cmp) => test(v, cmp)));
}

function maxSatisfying(versions, range) {
  let best = null;
  for (const v of versions) {
    if (satisfies(v, range) && (best === null || compare(v, best) > 0)) best = v;
  }
  return best;
}

module.exports = { satisfies, maxSatisfying };
