'use strict';

// Split a request target into its path segments and its query.
function splitTarget(target) {
  const hash = target.indexOf('#');
  if (hash !== -1) target = target.slice(0, hash);
  const q = target.indexOf('?');
  const path = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q + 1);
  const segments = path.split('/').filter((s) => s !== '');
  return { segments, query: Object.fromEntries(new URLSearchParams(query)) };
}

// Compile '/users/:id/files/*' into a list of matchers.
function compile(pattern) {
  const parts = pattern.split('/').filter((s) => s !== '');
  return parts.map((part, i) => {
    if (part === '*') {
      if (i !== parts.length - 1) throw new Error(`'*' must be last in ${pattern}`);
      return { kind: 'rest', name: 'rest' };
    }
    if (part.startsWith(':')) return { kind: 'param', name: part.slice(1) };
    return { kind: 'static', value: part };
  });
}

module.exports = { splitTarget, compile };
