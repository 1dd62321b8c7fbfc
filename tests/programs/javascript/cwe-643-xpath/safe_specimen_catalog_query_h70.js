// A specimen catalog query program of the h70 set (cwe-643-xpath).
const express = require('express');
const fs = require('fs');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const app = express();
const catalogue = new DOMParser().parseFromString(
  fs.readFileSync(process.env.CATALOGUE_XML ?? '/srv/studio/catalogue.xml', 'utf8'),
  'text/xml',
);

const FIELDS = {
  species: 'species',
  mount: '@mount',
  status: '@status',
  client: 'client/@ref',
};

const attr = (node, name) => node.getAttribute(name) || null;
const child = (node, name) => xpath.select1(`string(${name})`, node) || null;

const toSpecimen = (node) => ({
  id: attr(node, 'id'),
  species: child(node, 'species'),
  mount: attr(node, 'mount'),
  status: attr(node, 'status'),
  received: child(node, 'received'),
});

const criteriaFrom = (query) =>
  Object.entries(FIELDS)
    .map(([param, path]) => ({ param, path, value: query[param] }))
    .filter(({ value }) => typeof value === 'string' && value.trim() !== '')
    .map(({ value, ...rest }) => ({ ...rest, value: value.trim() }));

const buildQuery = (criteria) => {
  const predicate = criteria.map(({ path, param }) => `${path}=$${param}`).join(' and ');
  return {
    expression: `//specimen${predicate ? `[${predicate}]` : ''}`,
    variables: Object.fromEntries(criteria.map(({ param, value }) => [param, value])),
  };
};

app.get('/specimens', (req, res) => {
  const criteria = criteriaFrom(req.query);
  const { expression, variables } = buildQuery(criteria);
  try {
    const nodes = xpath.parse(expression).select({ node: catalogue, variables });
    const specimens = nodes.map(toSpecimen);
    res.json({
      count: specimens.length,
      byStatus: specimens.reduce((acc, { status }) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {}),
      specimens,
    });
  } catch (err) {
    res.status(400).json({ error: 'could not run that search' });
  }
});

app.get('/specimens/:id', (req, res) => {
  const node = xpath
    .select('//specimen', catalogue)
    .find((n) => attr(n, 'id') === req.params.id);
  return node ? res.json(toSpecimen(node)) : res.sendStatus(404);
});

app.listen(process.env.PORT || 3550);
