// A vineyard barrel events program of the h62 set (cwe-089-sql).
'use strict';

const amqp = require('amqplib');
const knex = require('knex')({
  client: 'pg',
  connection: process.env.CELLAR_DATABASE_URL,
  pool: { min: 1, max: 4 },
});

const QUEUE = 'cellar.barrel-events';

// Parse a raw AMQP message into a barrel event record.
const parseEvent = (msg) => {
  const body = JSON.parse(msg.content.toString('utf8'));
  const { barrelId, cellar, kind, litres = 0, recordedBy } = body;
  if (!Number.isInteger(barrelId)) throw new Error('barrelId must be an integer');
  return { barrelId, cellar: String(cellar || ''), kind, litres: Number(litres), recordedBy };
};

// Dispatch table: event kind -> function that returns a task closure.
const handlers = {
  topping: (ev) => () =>
    knex.raw(
      `UPDATE barrels
          SET volume_l = volume_l + ?, last_topped_at = NOW()
        WHERE id = ? AND cellar_code = ?`,
      [ev.litres, ev.barrelId, ev.cellar]
    ),
  racking: (ev) => () =>
    knex('barrel_moves').insert({
      barrel_id: ev.barrelId,
      cellar_code: ev.cellar,
      moved_by: ev.recordedBy,
    }),
  sampling: (ev) => () =>
    knex('barrel_samples').insert({ barrel_id: ev.barrelId, taken_by: ev.recordedBy }),
};

const toTask = (ev) => {
  const make = handlers[ev.kind];
  return make ? make(ev) : null;
};

// Small sequential task queue so cellar updates are applied in arrival order.
const createQueue = () => {
  let tail = Promise.resolve();
  return (task) => {
    tail = tail.then(task);
    return tail;
  };
};

const main = async () => {
  const conn = await amqp.connect(process.env.AMQP_URL);
  const channel = await conn.createChannel();
  await channel.assertQueue(QUEUE, { durable: true });
  channel.prefetch(10);
  const enqueue = createQueue();

  await channel.consume(QUEUE, (msg) => {
    if (!msg) return;
    let task;
    try {
      task = toTask(parseEvent(msg));
    } catch (err) {
      console.error('dropping malformed barrel event', err.message);
      channel.nack(msg, false, false);
      return;
    }
    if (!task) {
      channel.ack(msg);
      return;
    }
    enqueue(task)
      .then(() => channel.ack(msg))
      .catch((err) => {
        console.error('barrel update failed', err.message);
        channel.nack(msg, false, true);
      });
  });
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
