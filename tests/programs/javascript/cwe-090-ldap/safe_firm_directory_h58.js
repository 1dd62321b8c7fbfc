// firm directory (h58 set)
'use strict';

const express = require('express');
const ldap = require('ldapjs');

const directory = Object.freeze({
  url: process.env.LDAP_URL,
  bindDn: process.env.LDAP_BIND_DN,
  bindPassword: process.env.LDAP_BIND_PASSWORD,
  base: process.env.LDAP_PEOPLE_BASE || 'ou=people,dc=harlowgrant,dc=law',
});

const client = ldap.createClient({ url: [directory.url], reconnect: true, timeout: 5000 });
client.on('error', (err) => process.stderr.write(`ldap: ${err.message}\n`));
client.bind(directory.bindDn, directory.bindPassword, (err) => {
  if (err) process.stderr.write(`ldap bind failed: ${err.message}\n`);
});

const ATTRIBUTES = ['cn', 'mail', 'title', 'telephoneNumber', 'departmentNumber'];

const search = (filter) =>
  new Promise((resolve, reject) => {
    client.search(directory.base, { scope: 'sub', filter, attributes: ATTRIBUTES, sizeLimit: 25 }, (err, res) => {
      if (err) return reject(err);
      const people = [];
      res.on('searchEntry', (entry) => people.push(entry.pojo));
      res.on('error', reject);
      res.on('end', () => resolve(people));
      return undefined;
    });
  });

const flatten = ({ objectName, attributes }) =>
  Object.fromEntries([['dn', objectName], ...attributes.map(({ type, values }) => [type, values.length > 1 ? values : values[0]])]);

const practiceGroupFilter = (group, surname) =>
  new ldap.AndFilter({
    filters: [
      new ldap.EqualityFilter({ attribute: 'objectClass', value: 'inetOrgPerson' }),
      new ldap.EqualityFilter({ attribute: 'departmentNumber', value: group }),
      new ldap.EqualityFilter({ attribute: 'sn', value: surname }),
    ],
  });

const app = express();

app.get('/directory/:group', async (req, res, next) => {
  const surname = String(req.query.surname ?? '').trim();
  if (!surname) return res.status(400).json({ error: 'surname required' });

  try {
    const people = await search(practiceGroupFilter(req.params.group, surname));
    return res.json(people.map(flatten));
  } catch (err) {
    return next(err);
  }
});

app.listen(Number(process.env.PORT) || 3000);
