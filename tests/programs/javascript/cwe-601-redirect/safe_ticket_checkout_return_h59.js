// Unseen set h59: ticket checkout return
'use strict';

// Cinema chain: after paying for tickets on Stripe Checkout, customers come
// back to GET /checkout/return?session_id=...&continue=/films/dune-part-two
// where the booking is confirmed and they are sent on to where they were.

const express = require('express');
const Stripe = require('stripe');
const { Pool } = require('pg');

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);
const pool = new Pool({ connectionString: process.env.DATABASE_URL, ssl: { rejectUnauthorized: true } });

class BookingRepository {
  constructor(db) {
    this.db = db;
  }

  async markPaid(bookingRef, paymentIntentId) {
    const { rowCount } = await this.db.query(
      "UPDATE bookings SET status = 'paid', payment_intent = $2, paid_at = now() WHERE ref = $1 AND status = 'pending'",
      [bookingRef, paymentIntentId],
    );
    return rowCount === 1;
  }
}

class PaymentGateway {
  constructor(client) {
    this.client = client;
  }

  async completedSession(sessionId) {
    const session = await this.client.checkout.sessions.retrieve(sessionId);
    return session.payment_status === 'paid' ? session : null;
  }
}

class CheckoutService {
  constructor(gateway, bookings) {
    this.gateway = gateway;
    this.bookings = bookings;
  }

  async confirm(sessionId) {
    const session = await this.gateway.completedSession(sessionId);
    if (!session) return { confirmed: false };
    await this.bookings.markPaid(session.client_reference_id, session.payment_intent);
    return { confirmed: true, bookingRef: session.client_reference_id };
  }

  nextLocation(requested, bookingRef) {
    const fallback = `/bookings/${encodeURIComponent(bookingRef)}`;
    // Only same-site paths: a single leading slash, no scheme or host.
    if (!requested || !/^\/(?![\/\\])[^\s]*$/.test(requested)) return fallback;
    return requested;
  }
}

const checkout = new CheckoutService(new PaymentGateway(stripe), new BookingRepository(pool));
const app = express();

app.get('/checkout/return', async (req, res, next) => {
  try {
    const sessionId = String(req.query.session_id || '');
    if (!/^cs_(test|live)_[A-Za-z0-9]+$/.test(sessionId)) {
      res.status(400).send('Unknown checkout session');
      return;
    }
    const result = await checkout.confirm(sessionId);
    if (!result.confirmed) {
      res.redirect('/checkout/failed');
      return;
    }
    const continueTo = typeof req.query.continue === 'string' ? req.query.continue : '';
    res.redirect(303, checkout.nextLocation(continueTo, result.bookingRef));
  } catch (err) {
    next(err);
  }
});

app.listen(Number(process.env.PORT) || 8080);
