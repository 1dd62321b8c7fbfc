// A llama trekking outfit trek route filter program of the h76 set (cwe-094-code).
'use strict';

const express = require('express');
const fs = require('fs');
const path = require('path');

const ROUTES_FILE = process.env.TREK_ROUTES_FILE || path.join(__dirname, 'data', 'routes.json');

class RouteCatalog {
  constructor(file) {
    this.file = file;
    this.routes = [];
    this.reload();
  }

  reload() {
    this.routes = JSON.parse(fs.readFileSync(this.file, 'utf8'));
  }

  query(predicate, sortKey) {
    const matched = this.routes.filter(predicate);
    if (sortKey) {
      matched.sort((a, b) => (a[sortKey] > b[sortKey] ? 1 : a[sortKey] < b[sortKey] ? -1 : 0));
    }
    return matched;
  }
}

function compileWhere(where) {
  if (!where) {
    return () => true;
  }
  return new Function('route', `with (route) { return (${where}); }`);
}

const SORTABLE = new Set(['name', 'distanceKm', 'ascentM', 'days', 'pricePerPerson']);

class RouteSearch {
  constructor(catalog, compile) {
    this.catalog = catalog;
    this.compile = compile;
  }

  run(params) {
    const predicate = this.compile(typeof params.where === 'string' ? params.where.trim() : '');
    const sortKey = SORTABLE.has(params.sort) ? params.sort : null;
    const limit = Math.min(Number.parseInt(params.limit, 10) || 20, 100);
    return this.catalog.query((route) => {
      try {
        return Boolean(predicate(route));
      } catch (err) {
        return false;
      }
    }, sortKey).slice(0, limit);
  }
}

const catalog = new RouteCatalog(ROUTES_FILE);
const search = new RouteSearch(catalog, compileWhere);
const app = express();

// e.g. /treks?where=days <= 2 && llamasAvailable >= 3&sort=distanceKm
app.get('/treks', (req, res) => {
  try {
    const routes = search.run(req.query);
    res.json({ count: routes.length, routes });
  } catch (err) {
    res.status(400).json({ error: 'could not understand the filter' });
  }
});

app.post('/treks/reload', (req, res) => {
  catalog.reload();
  res.status(204).end();
});

app.listen(process.env.PORT || 4400);
