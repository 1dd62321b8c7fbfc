// A bicycle repair checkout program of the h62 set (cwe-601-redirect).
// pages/api/repairs/[ticket]/paid.js
// The card terminal app sends the customer here after paying for a repair ticket;
// we record the payment and send them back to the workshop page they started from.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.WORKSHOP_DATABASE_URL });

const WORKSHOP_DOMAIN = 'spokeandchain.com';
const FALLBACK = `https://${WORKSHOP_DOMAIN}/repairs`;

// The terminal signs "<ticket>.<payment_ref>" with its Ed25519 key.
const TERMINAL_PUBLIC_KEY = crypto.createPublicKey(fs.readFileSync(process.env.TERMINAL_PUBLIC_KEY_PATH, 'utf8'));

const hasValidSignature = (ticket, paymentRef, signature) => {
  const sig = Buffer.from(String(signature || ''), 'base64url');
  return sig.length === 64 && crypto.verify(null, Buffer.from(`${ticket}.${paymentRef}`), TERMINAL_PUBLIC_KEY, sig);
};

const parseReturnUrl = (raw) => {
  if (typeof raw !== 'string' || raw.length === 0) return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
};

// Workshop pages are served from the main site and from per-branch subdomains.
const isWorkshopUrl = (url) =>
  url !== null &&
  url.protocol === 'https:' &&
  (url.hostname === WORKSHOP_DOMAIN || url.hostname.endsWith(`.${WORKSHOP_DOMAIN}`));

const chooseDestination = (raw, ticket) => {
  const url = parseReturnUrl(raw);
  const dest = isWorkshopUrl(url) ? url : new URL(FALLBACK);
  dest.searchParams.set('paid', ticket);
  return dest.toString();
};

const markPaid = (ticket, paymentRef) =>
  pool
    .query(
      `UPDATE repair_tickets
          SET status = 'paid', payment_ref = $2, paid_at = NOW()
        WHERE ticket_code = $1 AND status = 'awaiting_payment'
    RETURNING ticket_code`,
      [ticket, paymentRef]
    )
    .then(({ rowCount }) => rowCount === 1);

export default async function handler(req, res) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).end();
  }

  const { ticket, payment_ref: paymentRef, sig, return_to: returnTo } = req.query;
  if (!/^[A-Z0-9]{6,12}$/.test(String(ticket)) || !/^[A-Za-z0-9_-]{8,64}$/.test(String(paymentRef))) {
    return res.status(400).json({ error: 'invalid payment callback' });
  }
  if (!hasValidSignature(String(ticket), String(paymentRef), sig)) {
    return res.status(401).json({ error: 'callback signature mismatch' });
  }

  const updated = await markPaid(String(ticket), String(paymentRef));
  if (!updated) {
    return res.status(409).json({ error: 'ticket is not awaiting payment' });
  }

  return res.redirect(302, chooseDestination(returnTo, String(ticket)));
}
