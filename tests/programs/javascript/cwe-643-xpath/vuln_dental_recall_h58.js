// dental recall (h58 set)
'use strict';

const fs = require('node:fs');
const express = require('express');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const RECORDS_FILE = process.env.RECALL_XML || '/var/lib/clinic/recall.xml';

// <clinic><patient chart="C-10231" clinician="dr-okafor"><name/><recall due="2025-03-01" type="hygiene"/></patient>...</clinic>
const loadRecords = () => new DOMParser().parseFromString(fs.readFileSync(RECORDS_FILE, 'utf8'), 'text/xml');

let records = loadRecords();
fs.watchFile(RECORDS_FILE, { interval: 30000 }, () => {
  records = loadRecords();
});

const attr = (node, name) => node.getAttribute(name) || null;

const toRecall = (node) => ({
  due: attr(node, 'due'),
  type: attr(node, 'type'),
  chart: attr(node.parentNode, 'chart'),
  patient: xpath.select1('string(name)', node.parentNode),
});

const recallsFor = (clinician, chart) =>
  xpath.select(`/clinic/patient[@clinician='${clinician}' and @chart='${chart}']/recall`, records);

const byDueDate = (a, b) => String(a.due).localeCompare(String(b.due));

// upstream gateway authenticates the clinician and forwards the id in a header
const requireClinician = (req, res, next) => {
  const clinician = req.get('x-clinician-id');
  if (!clinician || !/^dr-[a-z]+$/.test(clinician)) return res.status(401).json({ error: 'clinician required' });
  res.locals.clinician = clinician;
  return next();
};

const app = express();

app.get('/recalls/:chart', requireClinician, (req, res) => {
  const nodes = recallsFor(res.locals.clinician, req.params.chart);
  if (nodes.length === 0) return res.sendStatus(404);
  return res.json(nodes.map(toRecall).sort(byDueDate));
});

app.listen(Number(process.env.PORT) || 3000);
