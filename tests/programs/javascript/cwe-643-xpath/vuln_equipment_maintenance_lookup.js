// Express service that looks up maintenance intervals for plant equipment from the XML catalog
const express = require('express');
const fs = require('fs');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const CATALOG_PATH = process.env.EQUIPMENT_CATALOG || '/etc/plant/equipment-catalog.xml';
const LINES = { press: 'PRESS', weld: 'WELD', paint: 'PAINT' };

class CatalogRepository {
  constructor(file) {
    this.doc = new DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'text/xml');
  }

  tasksFor(criteria) {
    const expr = `//equipment[@model='${criteria.model}' and @line='${criteria.line}']/maintenance/task`;
    return xpath.select(expr, this.doc);
  }
}

class MaintenanceService {
  constructor(repo) {
    this.repo = repo;
  }

  schedule(criteria) {
    return this.repo.tasksFor(criteria).map((node) => ({
      name: node.getAttribute('name'),
      intervalHours: Number(node.getAttribute('intervalHours')),
      accessCode: node.getAttribute('accessCode'),
    }));
  }
}

const maintenance = new MaintenanceService(new CatalogRepository(CATALOG_PATH));
const app = express();

app.get('/equipment/:model/maintenance', (req, res) => {
  const key = String(req.query.line || 'press');
  if (!Object.prototype.hasOwnProperty.call(LINES, key)) {
    return res.status(400).json({ error: 'unknown line' });
  }
  const criteria = { model: req.params.model, line: LINES[key] };
  res.json({ model: criteria.model, tasks: maintenance.schedule(criteria) });
});

app.listen(Number(process.env.PORT || 3070));
