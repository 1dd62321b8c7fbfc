'use strict';

const { splitTarget, compile } = require('./path');

class Router {
  constructor() {
    this.routes = [];
    this.named = new Map();
  }

  add(method, pattern, handler, name) {
    const route = { method: method.toUpperCase(), pattern, parts: compile(pattern), handler };
    this.routes.push(route);
    if (name) this.named.set(name, route);
    return this;
  }

  get(pattern, handler, name) { return this.add('GET', pattern, handler, name); }
  post(pattern, handler, name) { return this.add('POST', pattern, handler, name); }

  // Find the route for a request: { handler, params, query } or null.
  match(method, target) {
    const { segments, query } = splitTarget(target);
    for (const route of this.routes) {
      if (route.method !== method.toUpperCase()) continue;
      const params = matchParts(route.parts, segments);
      if (params) return { handler: route.handler, params, query, pattern: route.pattern };
    }
    return null;
  }

  // Build the path of a named route: router.url('file', { id: 7, name: 'a.txt' }).
  url(name, params = {}, query) {
    const route = this.named.get(name);
    if (!route) throw new Error(`no route named ${name}`);
    const out = route.parts.map((part) => {
      if (part.kind === 'static') return part.value;
      if (!(part.name in params)) throw new Error(`missing parameter ${part.name} for ${name}`);
      return String(params[part.name]);
    });
    let path = '/' + out.join('/');
    if (query && Object.keys(query).length) path += '?' + new URLSearchParams(query).toString();
    return path;
  }
}

function matchParts(parts, segments) {
  const params = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.kind === 'rest') {
      params.rest = segments.slice(i).join('/');
      return params;
    }
    if (i >= segments.length) return null;
    if (part.kind === 'static') {
      if (part.value !== segments[i]) return null;
    } else {
      params[part.name] = segments[i];
    }
  }
  return segments.length === parts.length ? params : null;
}

module.exports = { Router };
