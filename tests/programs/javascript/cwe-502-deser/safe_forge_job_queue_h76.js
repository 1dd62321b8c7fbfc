// A blacksmith forge job queue consumer program of the h76 set (cwe-502-deser).
'use strict';

const amqp = require('amqplib');

const QUEUE = process.env.FORGE_QUEUE || 'forge.jobs';

// content type -> decoder turning a message body into a job object
const DECODERS = {
  'application/json': (buf) => JSON.parse(buf.toString('utf8')),
};

const STEPS = {
  heat: (job) => `heat ${job.stock} to ${job.targetColor || 'cherry red'}`,
  draw: (job) => `draw ${job.stock} out to ${Number(job.lengthMm) || 0} mm`,
  quench: (job) => `quench ${job.stock} in ${job.medium === 'water' ? 'water' : 'oil'}`,
  temper: (job) => `temper ${job.stock} at ${Number(job.tempC) || 200} °C`,
};

class ForgeWorker {
  constructor(decoders, steps, log = console) {
    this.decoders = decoders;
    this.steps = steps;
    this.log = log;
  }

  decode(message) {
    const type = message.properties.contentType || 'application/json';
    const decoder = Object.hasOwn(this.decoders, type) ? this.decoders[type] : null;
    if (!decoder) {
      throw new Error(`unsupported content type ${type}`);
    }
    return decoder(message.content);
  }

  handle(job) {
    if (!job || typeof job !== 'object' || !Array.isArray(job.steps)) {
      throw new Error('job must list its steps');
    }
    return job.steps.map((name) => {
      const step = Object.hasOwn(this.steps, name) ? this.steps[name] : null;
      if (!step) throw new Error(`unknown step ${name}`);
      return step(job);
    });
  }

  consume(channel) {
    return channel.consume(QUEUE, (message) => {
      if (!message) return;
      try {
        const job = this.decode(message);
        const plan = this.handle(job);
        this.log.info(`job ${job.id}: ${plan.join(' -> ')}`);
        channel.ack(message);
      } catch (err) {
        this.log.error(`rejecting message: ${err.message}`);
        channel.nack(message, false, false);
      }
    });
  }
}

async function main() {
  const connection = await amqp.connect(process.env.AMQP_URL || 'amqp://localhost');
  const channel = await connection.createChannel();
  await channel.assertQueue(QUEUE, { durable: true, deadLetterExchange: 'forge.dead' });
  await channel.prefetch(5);
  await new ForgeWorker(DECODERS, STEPS).consume(channel);
  process.once('SIGTERM', () => connection.close());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
