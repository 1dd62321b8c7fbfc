// A yodeling school instructor directory search program of the h76 set (cwe-090-ldap).
'use strict';

const express = require('express');
const ldap = require('ldapjs');

const DIRECTORY = {
  url: process.env.LDAP_URL || 'ldaps://directory.alpenklang.ch',
  bindDN: process.env.LDAP_BIND_DN,
  bindPassword: process.env.LDAP_BIND_PASSWORD,
  base: 'ou=instructors,dc=alpenklang,dc=ch',
};

class FilterBuilder {
  constructor() {
    this.parts = ['(objectClass=inetOrgPerson)'];
  }

  equals(attribute, value) {
    if (value) this.parts.push(`(${attribute}=${value})`);
    return this;
  }

  contains(attribute, value) {
    if (value) this.parts.push(`(${attribute}=*${value}*)`);
    return this;
  }

  build() {
    return `(&${this.parts.join('')})`;
  }
}

class InstructorDirectory {
  constructor(config) {
    this.config = config;
    this.client = ldap.createClient({ url: config.url, reconnect: true, timeout: 5000 });
    this.ready = new Promise((resolve, reject) => {
      this.client.bind(config.bindDN, config.bindPassword, (err) => (err ? reject(err) : resolve()));
    });
  }

  async search(criteria) {
    await this.ready;
    const filter = new FilterBuilder()
      .contains('cn', criteria.name)
      .equals('yodelStyle', criteria.style)
      .equals('l', criteria.village)
      .build();
    const options = { scope: 'sub', filter, attributes: ['cn', 'mail', 'yodelStyle', 'l'], sizeLimit: 50 };
    return new Promise((resolve, reject) => {
      this.client.search(this.config.base, options, (err, res) => {
        if (err) return reject(err);
        const found = [];
        res.on('searchEntry', (entry) => {
          const record = {};
          for (const attr of entry.pojo.attributes) {
            record[attr.type] = attr.values.length === 1 ? attr.values[0] : attr.values;
          }
          found.push(record);
        });
        res.on('error', reject);
        res.on('end', () => resolve(found));
      });
    });
  }
}

const directory = new InstructorDirectory(DIRECTORY);
const app = express();

app.get('/instructors', async (req, res) => {
  const criteria = {
    name: typeof req.query.name === 'string' ? req.query.name : '',
    style: typeof req.query.style === 'string' ? req.query.style : '',
    village: typeof req.query.village === 'string' ? req.query.village : '',
  };
  try {
    res.json(await directory.search(criteria));
  } catch (err) {
    console.error('directory search failed', err.message);
    res.status(502).json({ error: 'directory unavailable' });
  }
});

app.listen(process.env.PORT || 3900);
