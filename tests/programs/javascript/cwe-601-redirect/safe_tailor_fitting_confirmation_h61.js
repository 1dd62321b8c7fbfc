// A tailor fitting confirmation program of the h61 set (cwe-601-redirect).
'use strict';

const crypto = require('crypto');
const functions = require('@google-cloud/functions-framework');
const { Firestore, FieldValue } = require('@google-cloud/firestore');

const firestore = new Firestore();
const DEFAULT_RETURN = process.env.DEFAULT_RETURN_URL || 'https://www.needleandthread.co.uk/fittings/confirmed';
const RETURN_HOSTS = new Set(['www.needleandthread.co.uk', 'book.needleandthread.co.uk']);

class ReturnUrlPolicy {
  constructor(hosts) {
    this.hosts = hosts;
  }

  isAllowed(candidate) {
    try {
      const url = new URL(candidate);
      return url.protocol === 'https:' && this.hosts.has(url.hostname);
    } catch {
      return false;
    }
  }
}

class FittingRepository {
  constructor(db) {
    this.db = db;
  }

  async confirm(fittingId, token) {
    const ref = this.db.collection('fittings').doc(fittingId);
    const snap = await ref.get();
    if (!snap.exists) return false;
    // Only a SHA-256 digest of the e-mailed token is stored.
    const expected = snap.get('confirmTokenDigest');
    const given = crypto.createHash('sha256').update(String(token || '')).digest('hex');
    if (!expected || expected !== given) {
      return false;
    }
    await ref.update({ status: 'confirmed', confirmedAt: FieldValue.serverTimestamp(), confirmTokenDigest: FieldValue.delete() });
    return true;
  }
}

class FittingConfirmationController {
  constructor(repository, policy) {
    this.repository = repository;
    this.policy = policy;
  }

  async handle(req, res) {
    const { fitting, token } = req.query;
    if (!/^[A-Za-z0-9]{20}$/.test(fitting || '')) {
      return res.status(400).send('Unknown fitting appointment');
    }
    const ok = await this.repository.confirm(fitting, token);
    if (!ok) {
      return res.status(410).send('This confirmation link has expired');
    }
    let returnTo = String(req.query.returnTo || DEFAULT_RETURN);
    if (!this.policy.isAllowed(returnTo)) {
      console.warn('unexpected return url on fitting confirmation', returnTo);
      returnTo = DEFAULT_RETURN;
    }
    return res.redirect(303, returnTo);
  }
}

const controller = new FittingConfirmationController(new FittingRepository(firestore), new ReturnUrlPolicy(RETURN_HOSTS));

// Link sent in the "your fitting is booked" e-mail.
functions.http('confirmFitting', (req, res) => controller.handle(req, res));
