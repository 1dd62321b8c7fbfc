// A car wash loyalty voucher program of the h61 set (cwe-330-random).
'use strict';

const crypto = require('crypto');
const amqp = require('amqplib');
const { Pool } = require('pg');

const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const VOUCHER_LENGTH = 10;

// Every tenth wash earns a free "deluxe" wash voucher that can be redeemed at any bay terminal.
class VoucherCodeGenerator {
  next() {
    let code = '';
    for (let i = 0; i < VOUCHER_LENGTH; i += 1) {
      code += VOUCHER_ALPHABET[Math.floor(Math.random() * VOUCHER_ALPHABET.length)];
    }
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  }
}

class VoucherRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async create(customerId, code, product) {
    await this.pool.query(
      "INSERT INTO vouchers (code, customer_id, product, expires_at) VALUES ($1, $2, $3, now() + interval '90 days')",
      [code, customerId, product],
    );
  }
}

class LoyaltyRule {
  constructor(threshold, product) {
    this.threshold = threshold;
    this.product = product;
  }

  earned(washCount) {
    return washCount > 0 && washCount % this.threshold === 0;
  }
}

class LoyaltyService {
  constructor(rule, generator, repository, channel) {
    this.rule = rule;
    this.generator = generator;
    this.repository = repository;
    this.channel = channel;
  }

  async onWashCompleted(event) {
    if (!this.rule.earned(event.washCount)) {
      return null;
    }
    const code = this.generator.next();
    await this.repository.create(event.customerId, code, this.rule.product);
    this.channel.publish('notifications', 'sms.voucher', Buffer.from(JSON.stringify({
      customerId: event.customerId,
      template: 'free-wash',
      code,
    })), { persistent: true, messageId: crypto.randomUUID() });
    return code;
  }
}

async function start() {
  const connection = await amqp.connect(process.env.AMQP_URL);
  const channel = await connection.createChannel();
  await channel.assertExchange('notifications', 'topic', { durable: true });
  await channel.assertExchange('carwash.events', 'topic', { durable: true });
  const { queue } = await channel.assertQueue('loyalty.wash-completed', { durable: true });
  await channel.bindQueue(queue, 'carwash.events', 'wash.completed');

  const service = new LoyaltyService(
    new LoyaltyRule(10, 'deluxe-wash'),
    new VoucherCodeGenerator(),
    new VoucherRepository(new Pool({ connectionString: process.env.DATABASE_URL })),
    channel,
  );

  await channel.consume(queue, async (msg) => {
    try {
      await service.onWashCompleted(JSON.parse(msg.content.toString()));
      channel.ack(msg);
    } catch (err) {
      console.error('loyalty processing failed:', err.message);
      channel.nack(msg, false, true);
    }
  });
}

start();
