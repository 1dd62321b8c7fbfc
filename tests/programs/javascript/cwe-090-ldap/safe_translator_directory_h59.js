// Unseen set h59: translator directory
'use strict';

// Translation agency: project managers look up freelance translators in the
// agency's LDAP directory by language pair and specialty.
// API Gateway -> Lambda: GET /translators?pair=en-de&specialty=medical

const ldap = require('ldapjs');

const DIRECTORY_URL = process.env.DIRECTORY_URL; // ldaps://directory.internal:636
const BASE_DN = 'ou=freelancers,dc=lingua-partners,dc=eu';

class DirectoryGateway {
  constructor(url, bindDn, bindPassword) {
    this.url = url;
    this.bindDn = bindDn;
    this.bindPassword = bindPassword;
  }

  search(filter, attributes) {
    const client = ldap.createClient({ url: this.url, tlsOptions: { minVersion: 'TLSv1.2' } });
    return new Promise((resolve, reject) => {
      client.bind(this.bindDn, this.bindPassword, (bindErr) => {
        if (bindErr) { client.unbind(); reject(bindErr); return; }
        client.search(BASE_DN, { scope: 'sub', filter, attributes, sizeLimit: 50 }, (err, res) => {
          if (err) { client.unbind(); reject(err); return; }
          const entries = [];
          res.on('searchEntry', (entry) => entries.push(entry.pojo));
          res.on('error', (e) => { client.unbind(); reject(e); });
          res.on('end', () => { client.unbind(); resolve(entries); });
        });
      });
    });
  }
}

// RFC 4515 escaping of assertion values.
function escapeFilterValue(value) {
  return String(value).replace(/[\\*()\0]/g, (ch) => `\\${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

class TranslatorFinder {
  constructor(gateway) {
    this.gateway = gateway;
  }

  async find(criteria) {
    const pair = escapeFilterValue(criteria.pair);
    const specialty = escapeFilterValue(criteria.specialty);
    const filter = `(&(objectClass=linguaTranslator)(languagePair=${pair})(specialty=${specialty})(accountStatus=active))`;
    const entries = await this.gateway.search(filter, ['cn', 'mail', 'languagePair', 'specialty', 'ratePerWord']);
    return entries.map((e) => {
      const attr = (name) => {
        const found = e.attributes.find((a) => a.type === name);
        return found ? found.values : [];
      };
      return {
        name: attr('cn')[0],
        email: attr('mail')[0],
        pairs: attr('languagePair'),
        specialties: attr('specialty'),
        ratePerWord: Number(attr('ratePerWord')[0] || 0),
      };
    });
  }
}

const finder = new TranslatorFinder(
  new DirectoryGateway(DIRECTORY_URL, process.env.DIRECTORY_BIND_DN, process.env.DIRECTORY_BIND_PASSWORD),
);

exports.handler = async (event) => {
  const qs = event.queryStringParameters || {};
  const criteria = {
    pair: String(qs.pair || '').toLowerCase(),
    specialty: String(qs.specialty || 'general').toLowerCase(),
  };
  if (!criteria.pair) {
    return { statusCode: 400, body: JSON.stringify({ error: 'pair is required' }) };
  }
  const translators = await finder.find(criteria);
  return {
    statusCode: 200,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ criteria, translators }),
  };
};
