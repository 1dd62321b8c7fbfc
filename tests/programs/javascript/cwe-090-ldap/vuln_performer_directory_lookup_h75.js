// A ventriloquist agency performer directory lookup program of the h75 set (cwe-090-ldap).
'use strict';

const express = require('express');
const ldap = require('ldapjs');

const BASE_DN = process.env.LDAP_BASE || 'ou=performers,dc=voicethrow,dc=agency';

class DirectoryError extends Error {
  constructor(message, status = 502, cause) {
    super(message, { cause });
    this.name = 'DirectoryError';
    this.status = status;
  }
}

function bindClient() {
  const client = ldap.createClient({ url: process.env.LDAP_URL || 'ldaps://ldap.voicethrow.agency', timeout: 5000 });
  return new Promise((resolve, reject) => {
    client.on('error', (err) => reject(new DirectoryError('directory unreachable', 502, err)));
    client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (err) => {
      if (err) {
        client.unbind(() => {});
        return reject(new DirectoryError('directory bind failed', 502, err));
      }
      resolve(client);
    });
  });
}

function searchPerformers(client, filter) {
  return new Promise((resolve, reject) => {
    const found = [];
    client.search(BASE_DN, { scope: 'sub', filter, attributes: ['cn', 'stageName', 'dummyName', 'region'] }, (err, res) => {
      if (err) {
        return reject(new DirectoryError('search could not start', 502, err));
      }
      res.on('searchEntry', (entry) => found.push(entry.pojo));
      res.on('error', (e) => reject(new DirectoryError('search failed', 502, e)));
      res.on('end', () => resolve(found));
    });
  });
}

const app = express();

app.get('/performers', async (req, res) => {
  const name = req.query.name;
  const region = req.query.region || '*';
  if (typeof name !== 'string' || name.length < 2) {
    return res.status(400).json({ error: 'name must have at least two characters' });
  }

  const filter = `(&(objectClass=performer)(stageName=*${name}*)(region=${region}))`;

  let client;
  try {
    client = await bindClient();
    const performers = await searchPerformers(client, filter);
    if (performers.length === 0) {
      return res.status(404).json({ error: 'no matching performers' });
    }
    return res.json({ performers });
  } catch (err) {
    const status = err instanceof DirectoryError ? err.status : 500;
    console.error('[directory]', err.message, err.cause ? err.cause.message : '');
    return res.status(status).json({ error: err.message });
  } finally {
    if (client) {
      client.unbind(() => {});
    }
  }
});

app.listen(Number(process.env.PORT) || 3300);
