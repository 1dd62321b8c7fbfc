// Construction tender portal: subcontractors save bid drafts in a cookie and resume them later
const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

class BidDraft {
  constructor({ tenderId, lineItems = [], notes = '' }) {
    this.tenderId = String(tenderId);
    this.lineItems = lineItems.slice(0, 100).map((li) => ({
      code: String(li.code),
      qty: Number(li.qty) || 0,
      rate: Number(li.rate) || 0,
    }));
    this.notes = String(notes).slice(0, 1000);
  }

  total() {
    return this.lineItems.reduce((sum, li) => sum + li.qty * li.rate, 0);
  }
}

class DraftCodec {
  encode(draft) {
    const data = { tenderId: draft.tenderId, lineItems: draft.lineItems, notes: draft.notes };
    return Buffer.from(serialize.serialize(data), 'utf8').toString('base64');
  }

  decode(value) {
    if (!value) return null;
    try {
      const data = serialize.unserialize(Buffer.from(value, 'base64').toString('utf8'));
      if (!data || typeof data !== 'object' || !Array.isArray(data.lineItems)) return null;
      return new BidDraft(data);
    } catch {
      return null;
    }
  }
}

const codec = new DraftCodec();
const app = express();
app.use(express.json());
app.use(cookieParser());

app.get('/tenders/:tenderId/draft', (req, res) => {
  const draft = codec.decode(req.cookies.bid_draft);
  if (!draft || draft.tenderId !== req.params.tenderId) {
    return res.json({ tenderId: req.params.tenderId, lineItems: [], notes: '', total: 0 });
  }
  res.json({ ...draft, total: draft.total() });
});

app.put('/tenders/:tenderId/draft', (req, res) => {
  const lineItems = Array.isArray(req.body.lineItems) ? req.body.lineItems : [];
  const draft = new BidDraft({ tenderId: req.params.tenderId, lineItems, notes: req.body.notes });
  const cookieOptions = { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 7 * 86400000 };
  res.cookie('bid_draft', codec.encode(draft), cookieOptions);
  res.json({ saved: true, total: draft.total() });
});

module.exports = app;
