// A crew directory lookup program of the h70 set (cwe-090-ldap).
const express = require('express');
const ldap = require('ldapjs');

const app = express();

const BASE_DN = 'ou=crew,dc=westislesferries,dc=co,dc=uk';
const SEARCHABLE = new Map([
  ['name', 'cn'],
  ['role', 'title'],
  ['terminal', 'physicalDeliveryOfficeName'],
  ['vessel', 'departmentNumber'],
]);

const escapeFilterValue = (value) =>
  String(value).replace(/[\\*()\0]/g, (ch) => `\\${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);

const connect = () =>
  new Promise((resolve, reject) => {
    const client = ldap.createClient({ url: process.env.LDAP_URL ?? 'ldaps://dir.westislesferries.co.uk' });
    client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PW, (err) =>
      err ? reject(err) : resolve(client),
    );
  });

const search = (client, filter) =>
  new Promise((resolve, reject) => {
    const entries = [];
    client.search(
      BASE_DN,
      { scope: 'sub', filter, attributes: ['cn', 'title', 'mail', 'telephoneNumber'] },
      (err, res) => {
        if (err) return reject(err);
        res.on('searchEntry', (entry) => entries.push(entry.pojo));
        res.on('error', reject);
        res.on('end', () => resolve(entries));
      },
    );
  });

const buildFilter = (terms) =>
  `(&(objectClass=person)${terms.map(([attr, value]) => `(${attr}=${value})`).join('')})`;

const flatten = ({ objectName, attributes }) => ({
  dn: objectName,
  ...Object.fromEntries(attributes.map(({ type, values }) => [type, values[0]])),
});

app.get('/crew/search', async (req, res) => {
  const terms = Object.entries(req.query)
    .filter(([key, value]) => SEARCHABLE.has(key) && typeof value === 'string' && value.length)
    .map(([key, value]) => [SEARCHABLE.get(key), value.trim()]);

  if (terms.length === 0) {
    return res.status(400).json({ error: 'give at least one of name, role, terminal, vessel' });
  }

  const escapedTerms = terms.map(([attr, value]) => [attr, escapeFilterValue(value)]);
  let client;
  try {
    client = await connect();
    const found = await search(client, buildFilter(escapedTerms));
    res.json(found.map(flatten));
  } catch (err) {
    console.error('directory lookup failed', err.message);
    res.status(502).json({ error: 'directory unavailable' });
  } finally {
    client?.unbind(() => {});
  }
});

app.listen(process.env.PORT ?? 3600);
