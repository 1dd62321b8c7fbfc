// A barbershop chair directory program of the h61 set (cwe-090-ldap).
'use strict';

const Redis = require('ioredis');
const ldap = require('ldapjs');

const BASE_DN = process.env.LDAP_BASE_DN || 'ou=barbers,dc=sharpcuts,dc=local';

class BarberDirectory {
  constructor(client) {
    this.client = client;
  }

  bind() {
    return new Promise((resolve, reject) => {
      this.client.bind(process.env.LDAP_BIND_DN, process.env.LDAP_BIND_PASSWORD, (err) => (err ? reject(err) : resolve()));
    });
  }

  findByLogin(login) {
    const filter = `(&(objectClass=inetOrgPerson)(uid=${login}))`;
    return new Promise((resolve, reject) => {
      this.client.search(BASE_DN, { scope: 'sub', filter, attributes: ['uid', 'cn', 'mail', 'calendarURI'] }, (err, res) => {
        if (err) return reject(err);
        const entries = [];
        res.on('searchEntry', (entry) => entries.push(entry.pojo));
        res.on('error', reject);
        res.on('end', () => resolve(entries));
      });
    });
  }
}

class AssignmentRequest {
  constructor(payload) {
    this.bookingId = String(payload.bookingId || '');
    this.barberLogin = String(payload.barberLogin || '').trim();
  }

  isComplete() {
    return /^BK[0-9]{8}$/.test(this.bookingId) && this.barberLogin.length > 0 && this.barberLogin.length <= 32;
  }
}

class ChairAssignmentHandler {
  constructor(directory, publisher) {
    this.directory = directory;
    this.publisher = publisher;
  }

  async handle(request) {
    if (!request.isComplete()) {
      return this.publisher.publish('booking:assign-failed', JSON.stringify({ bookingId: request.bookingId }));
    }
    const entries = await this.directory.findByLogin(request.barberLogin);
    if (entries.length !== 1) {
      return this.publisher.publish('booking:assign-failed', JSON.stringify({ bookingId: request.bookingId, reason: 'barber not found' }));
    }
    const barber = Object.fromEntries(entries[0].attributes.map((a) => [a.type, a.values[0]]));
    return this.publisher.publish('booking:assigned', JSON.stringify({
      bookingId: request.bookingId,
      barber: barber.cn,
      mail: barber.mail,
      calendar: barber.calendarURI,
    }));
  }
}

async function main() {
  const directory = new BarberDirectory(ldap.createClient({ url: process.env.LDAP_URL }));
  await directory.bind();

  const subscriber = new Redis(process.env.REDIS_URL);
  const publisher = new Redis(process.env.REDIS_URL);
  const handler = new ChairAssignmentHandler(directory, publisher);

  await subscriber.subscribe('booking:assign-barber');
  subscriber.on('message', async (_channel, message) => {
    try {
      await handler.handle(new AssignmentRequest(JSON.parse(message)));
    } catch (err) {
      console.error('chair assignment failed:', err.message);
    }
  });
}

main();
