// A optician lens status program of the h61 set (cwe-502-deser).
'use strict';

const amqp = require('amqplib');
const { Pool } = require('pg');

const STATUS_QUEUE = 'optics.lab.lens-status';
const KNOWN_STATES = new Set(['received', 'surfacing', 'coating', 'edging', 'dispatched']);

// Status updates pushed by the external lens laboratory.
class LensStatusCodec {
  decode(buffer) {
    const parsed = JSON.parse(buffer.toString('utf8'));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error('lab status must be a JSON object');
    }
    return parsed;
  }
}

class LensStatus {
  constructor({ jobNumber, state, updatedAt, remarks }) {
    this.jobNumber = String(jobNumber);
    this.state = String(state);
    this.updatedAt = new Date(updatedAt);
    this.remarks = remarks ? String(remarks).slice(0, 500) : null;
  }

  validate() {
    if (!/^LAB-[0-9]{7}$/.test(this.jobNumber)) return 'unknown job number format';
    if (!KNOWN_STATES.has(this.state)) return `unknown state ${this.state}`;
    if (Number.isNaN(this.updatedAt.getTime())) return 'bad timestamp';
    return null;
  }
}

class SpectacleOrderRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async applyLabStatus(status) {
    const { rowCount } = await this.pool.query(
      'UPDATE spectacle_orders SET lab_state = $1, lab_updated_at = $2, lab_remarks = $3 WHERE lab_job_number = $4',
      [status.state, status.updatedAt, status.remarks, status.jobNumber],
    );
    return rowCount === 1;
  }
}

class LensStatusConsumer {
  constructor(codec, repository) {
    this.codec = codec;
    this.repository = repository;
  }

  async onMessage(channel, msg) {
    try {
      const status = new LensStatus(this.codec.decode(msg.content));
      const problem = status.validate();
      if (problem) {
        console.warn('lab status rejected:', problem);
        return channel.nack(msg, false, false);
      }
      const matched = await this.repository.applyLabStatus(status);
      if (!matched) {
        console.warn('no order for lab job', status.jobNumber);
      }
      channel.ack(msg);
    } catch (err) {
      console.error('lab status processing failed:', err.message);
      channel.nack(msg, false, false);
    }
  }
}

async function start() {
  const connection = await amqp.connect(process.env.LAB_AMQP_URL);
  const channel = await connection.createChannel();
  await channel.assertQueue(STATUS_QUEUE, { durable: true });
  await channel.prefetch(10);

  const consumer = new LensStatusConsumer(
    new LensStatusCodec(),
    new SpectacleOrderRepository(new Pool({ connectionString: process.env.DATABASE_URL })),
  );
  await channel.consume(STATUS_QUEUE, (msg) => consumer.onMessage(channel, msg));
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
