// Express endpoint listing a tenant's items by the query string filters.
const express = require('express');
const knex = require('knex')({ client: 'pg' });
const app = express();

app.get('/items', async (req, res) => {
  const filters = req.query;
  filters.tenant = 7;
  const rows = await knex('items').where({ name: String(filters.name), tenant: 7 });
  res.json(rows);
});

app.listen(3000);
