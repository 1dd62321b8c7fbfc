// A curling club sheet booking token program of the h75 set (cwe-330-random).
'use strict';

const express = require('express');
const Redis = require('ioredis');

const redis = new Redis(process.env.REDIS_URL || 'redis://localhost:6379');
const TOKEN_TTL_SECONDS = 60 * 60 * 24;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

class BookingError extends Error {
  constructor(message, status = 400) {
    super(message);
    this.name = 'BookingError';
    this.status = status;
  }
}

function makeToken(length = 20) {
  let token = '';
  for (let i = 0; i < length; i += 1) {
    token += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  }
  return token;
}

function parseBooking(body) {
  const sheet = Number(body.sheet);
  if (!Number.isInteger(sheet) || sheet < 1 || sheet > 6) {
    throw new BookingError('sheet must be 1 to 6');
  }
  const startsAt = new Date(body.startsAt);
  if (Number.isNaN(startsAt.getTime()) || startsAt < new Date()) {
    throw new BookingError('startsAt must be a future time');
  }
  if (typeof body.member !== 'string' || body.member.length === 0) {
    throw new BookingError('member is required');
  }
  return { sheet, startsAt: startsAt.toISOString(), member: body.member };
}

const app = express();
app.use(express.json());

app.post('/sheets/bookings', async (req, res, next) => {
  let booking;
  try {
    booking = parseBooking(req.body);
  } catch (err) {
    return next(err);
  }

  const slotKey = `slot:${booking.sheet}:${booking.startsAt}`;
  const claimed = await redis.set(slotKey, booking.member, 'EX', TOKEN_TTL_SECONDS, 'NX').catch(next);
  if (claimed === undefined) {
    return undefined;
  }
  if (claimed !== 'OK') {
    return next(new BookingError('that sheet is already booked', 409));
  }

  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const token = makeToken();
      const stored = await redis.set(`booking:${token}`, JSON.stringify(booking), 'EX', TOKEN_TTL_SECONDS, 'NX');
      if (stored !== 'OK') {
        console.warn('[bookings] token collision, drawing another');
        continue;
      }
      return res.status(201).json({ token, ...booking });
    }
    throw new BookingError('could not allocate a booking token', 503);
  } catch (err) {
    await redis.del(slotKey).catch((e) => console.error('[bookings] slot release failed', e));
    return next(err);
  }
});

app.use((err, req, res, _next) => {
  if (!(err instanceof BookingError)) {
    console.error('[bookings]', err);
  }
  res.status(err.status || 500).json({ error: err instanceof BookingError ? err.message : 'booking failed' });
});

app.listen(Number(process.env.PORT) || 3900);
