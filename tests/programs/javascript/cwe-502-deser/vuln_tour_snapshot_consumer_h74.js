// A tour snapshot consumer program of the h74 set (cwe-502-deser).
'use strict';

const Redis = require('ioredis');
const express = require('express');
const { EventEmitter } = require('node:events');
const serialize = require('node-serialize');

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const CHANNEL = 'tours:snapshots';

const subscriber = new Redis(REDIS_URL);
const dispatch = new EventEmitter();
const groups = new Map(); // tourRunId -> latest snapshot

function decodeSnapshot(message) {
  return serialize.unserialize(message);
}

subscriber.subscribe(CHANNEL, (err, count) => {
  if (err) {
    console.error('could not subscribe to tour snapshots', err);
    process.exit(1);
  }
  console.log(`listening on ${count} channel(s)`);
});

subscriber.on('message', (channel, message) => {
  if (channel !== CHANNEL) return;
  // Decode off the socket callback so a burst of tablets reconnecting doesn't back up ioredis.
  setImmediate(() => {
    let snapshot;
    try {
      snapshot = decodeSnapshot(message);
    } catch (err) {
      console.warn('dropping unreadable snapshot', err.message);
      return;
    }
    dispatch.emit('snapshot', snapshot);
  });
});

dispatch.on('snapshot', (snapshot) => {
  const previous = groups.get(snapshot.tourRunId);
  groups.set(snapshot.tourRunId, { ...snapshot, receivedAt: Date.now() });
  if (previous && snapshot.headcount < previous.headcount) {
    dispatch.emit('headcount-drop', { tourRunId: snapshot.tourRunId, from: previous.headcount, to: snapshot.headcount });
  }
});

dispatch.on('headcount-drop', ({ tourRunId, from, to }) => {
  console.warn(`tour ${tourRunId}: headcount dropped ${from} -> ${to}, paging duty manager`);
});

const app = express();

app.get('/groups', (req, res) => {
  const now = Date.now();
  res.json(
    [...groups.values()].map((g) => ({
      tourRunId: g.tourRunId,
      route: g.route,
      stop: g.stop,
      headcount: g.headcount,
      guide: g.guide,
      stale: now - g.receivedAt > 5 * 60 * 1000,
    })),
  );
});

app.listen(Number(process.env.PORT || 3131), () => console.log('tour dispatch board up'));
