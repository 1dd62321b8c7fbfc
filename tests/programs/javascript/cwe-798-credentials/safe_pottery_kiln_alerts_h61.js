// A pottery kiln alerts program of the h61 set (cwe-798-credentials).
'use strict';

const Redis = require('ioredis');
const twilio = require('twilio');

const TWILIO_ACCOUNT_SID = process.env.TWILIO_ACCOUNT_SID;
const TWILIO_AUTH_TOKEN = process.env.TWILIO_AUTH_TOKEN;
const SMS_FROM = process.env.KILN_SMS_FROM || '+441134960312';

// Kiln controllers publish readings every 30 s; the studio tech is texted when a firing goes wrong.
class KilnReading {
  constructor(raw) {
    const data = JSON.parse(raw);
    this.kilnId = String(data.kilnId);
    this.celsius = Number(data.celsius);
    this.targetCelsius = Number(data.target);
    this.segment = String(data.segment || '');
  }
}

class AlertPolicy {
  constructor(maxOvershoot, maxAbsolute) {
    this.maxOvershoot = maxOvershoot;
    this.maxAbsolute = maxAbsolute;
  }

  problemWith(reading) {
    if (reading.celsius > this.maxAbsolute) {
      return `${reading.celsius} C is above the kiln's rated maximum`;
    }
    if (reading.celsius - reading.targetCelsius > this.maxOvershoot) {
      return `overshooting ${reading.segment} by ${Math.round(reading.celsius - reading.targetCelsius)} C`;
    }
    return null;
  }
}

class SmsNotifier {
  constructor(client, from, recipients) {
    this.client = client;
    this.from = from;
    this.recipients = recipients;
  }

  async notify(text) {
    await Promise.all(this.recipients.map((to) => this.client.messages.create({ from: this.from, to, body: text })));
  }
}

class KilnWatch {
  constructor(policy, notifier, cache) {
    this.policy = policy;
    this.notifier = notifier;
    this.cache = cache;
  }

  async onReading(raw) {
    const reading = new KilnReading(raw);
    const problem = this.policy.problemWith(reading);
    if (!problem) {
      return;
    }
    // Only one text per kiln every 15 minutes.
    const first = await this.cache.set(`kiln-alert:${reading.kilnId}`, '1', 'EX', 900, 'NX');
    if (first === 'OK') {
      await this.notifier.notify(`Kiln ${reading.kilnId}: ${problem}`);
    }
  }
}

async function main() {
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN) {
    throw new Error('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set');
  }
  const subscriber = new Redis(process.env.REDIS_URL);
  const cache = new Redis(process.env.REDIS_URL);
  const notifier = new SmsNotifier(
    twilio(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN),
    SMS_FROM,
    (process.env.KILN_ALERT_PHONES || '').split(',').filter(Boolean),
  );
  const watch = new KilnWatch(new AlertPolicy(25, 1300), notifier, cache);

  await subscriber.subscribe('kilns:readings');
  subscriber.on('message', (_channel, message) => {
    watch.onReading(message).catch((err) => console.error('kiln alert failed:', err.message));
  });
}

main();
