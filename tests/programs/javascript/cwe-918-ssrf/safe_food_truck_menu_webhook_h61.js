// A food truck menu webhook program of the h61 set (cwe-918-ssrf).
'use strict';

const axios = require('axios');
const { Kafka } = require('kafkajs');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const PARTNER_HOSTS = new Set((process.env.MENU_PARTNER_HOSTS || '').split(',').map((h) => h.trim()).filter(Boolean));

// Delivery platforms and office canteens subscribe to a truck's menu changes.
class WebhookUrlValidator {
  check(url) {
    if (typeof url !== 'string' || url.length > 300) {
      return 'callback url too long';
    }
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      return 'callback url is not a valid url';
    }
    if (parsed.protocol !== 'https:') {
      return 'callback url must use https';
    }
    if (!PARTNER_HOSTS.has(parsed.hostname) || parsed.port !== '') {
      return 'callback host is not a registered partner';
    }
    return null;
  }
}

class SubscriptionRepository {
  constructor(db) {
    this.db = db;
  }

  async add(truckId, callbackUrl, partnerName) {
    const { rows } = await this.db.query(
      'INSERT INTO menu_subscriptions (truck_id, callback_url, partner_name) VALUES ($1, $2, $3) RETURNING id',
      [truckId, callbackUrl, partnerName],
    );
    return rows[0].id;
  }

  async forTruck(truckId) {
    const { rows } = await this.db.query(
      'SELECT id, callback_url FROM menu_subscriptions WHERE truck_id = $1 AND active',
      [truckId],
    );
    return rows;
  }
}

// GraphQL resolvers (mounted by the truck-owner API server).
function buildResolvers(repository, validator) {
  return {
    Mutation: {
      subscribeToMenu: async (_parent, { truckId, callbackUrl, partnerName }) => {
        const problem = validator.check(callbackUrl);
        if (problem) {
          return { ok: false, message: problem };
        }
        const id = await repository.add(truckId, callbackUrl, partnerName);
        return { ok: true, subscriptionId: id };
      },
    },
  };
}

class MenuChangeNotifier {
  constructor(repository, http, validator) {
    this.repository = repository;
    this.http = http;
    this.validator = validator;
  }

  async notify(change) {
    const subscriptions = await this.repository.forTruck(change.truckId);
    for (const sub of subscriptions) {
      if (this.validator.check(sub.callback_url)) {
        console.warn(`menu webhook ${sub.id} skipped: host no longer allowed`);
        continue;
      }
      try {
        await this.http.post(sub.callback_url, { truckId: change.truckId, items: change.items }, { timeout: 5000 });
      } catch (err) {
        console.warn(`menu webhook ${sub.id} failed: ${err.message}`);
      }
    }
  }
}

async function runNotifier() {
  const kafka = new Kafka({ clientId: 'menu-notifier', brokers: process.env.KAFKA_BROKERS.split(','), ssl: true });
  const consumer = kafka.consumer({ groupId: 'menu-notifier' });
  const notifier = new MenuChangeNotifier(new SubscriptionRepository(pool), axios.create({ maxRedirects: 0 }), new WebhookUrlValidator());
  await consumer.connect();
  await consumer.subscribe({ topic: 'trucks.menu.changed' });
  await consumer.run({
    eachMessage: async ({ message }) => notifier.notify(JSON.parse(message.value.toString())),
  });
}

module.exports = { buildResolvers, SubscriptionRepository, WebhookUrlValidator, runNotifier };

if (require.main === module) {
  runNotifier().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
