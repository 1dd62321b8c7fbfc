// A hive adoption codes program of the h67 set (cwe-330-random).
// beekeepers: sell "adopt a hive" gift vouchers and let recipients redeem them online
const express = require('express');
const mongoose = require('mongoose');
const { z } = require('zod');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

const Voucher = mongoose.model(
  'Voucher',
  new mongoose.Schema({
    code: { type: String, unique: true, index: true },
    hiveId: { type: String, required: true },
    tier: { type: String, enum: ['bronze', 'silver', 'gold'], required: true },
    purchaserEmail: String,
    redeemedBy: String,
    redeemedAt: Date,
    expiresAt: Date,
  }),
);

const purchaseInput = z.object({
  hiveId: z.string().regex(/^HV-\d{4}$/),
  tier: z.enum(['bronze', 'silver', 'gold']),
  purchaserEmail: z.string().email(),
});

const redeemInput = z.object({
  code: z.string().length(CODE_LENGTH),
  email: z.string().email(),
});

class VoucherCodeGenerator {
  next() {
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i++) {
      code += CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)];
    }
    return code;
  }
}

class VoucherService {
  constructor({ codes }) {
    this.codes = codes;
  }

  async issue({ hiveId, tier, purchaserEmail }) {
    const expiresAt = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    const voucher = await Voucher.create({ code: this.codes.next(), hiveId, tier, purchaserEmail, expiresAt });
    return { code: voucher.code, hiveId, tier, expiresAt };
  }

  async redeem({ code, email }) {
    return Voucher.findOneAndUpdate(
      { code: code.toUpperCase(), redeemedAt: null, expiresAt: { $gt: new Date() } },
      { redeemedBy: email, redeemedAt: new Date() },
      { new: true },
    );
  }
}

const parse = (schema) => (req, res, next) => {
  const result = schema.safeParse(req.body);
  if (!result.success) return res.status(400).json({ issues: result.error.issues });
  req.input = result.data;
  next();
};

function buildApp(vouchers) {
  const app = express();
  app.use(express.json());

  app.post('/vouchers', parse(purchaseInput), async (req, res, next) => {
    try {
      res.status(201).json(await vouchers.issue(req.input));
    } catch (err) {
      next(err);
    }
  });

  app.post('/vouchers/redeem', parse(redeemInput), async (req, res, next) => {
    try {
      const voucher = await vouchers.redeem(req.input);
      if (!voucher) return res.status(404).json({ error: 'code not valid' });
      res.json({ hiveId: voucher.hiveId, tier: voucher.tier });
    } catch (err) {
      next(err);
    }
  });

  return app;
}

if (require.main === module) {
  mongoose.connect(process.env.MONGO_URL).then(() => {
    buildApp(new VoucherService({ codes: new VoucherCodeGenerator() })).listen(process.env.PORT || 3000);
  });
}

module.exports = { buildApp, VoucherCodeGenerator };
