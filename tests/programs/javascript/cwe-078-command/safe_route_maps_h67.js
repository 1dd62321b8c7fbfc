// A route maps program of the h67 set (cwe-078-command).
// canal boat hire: plan a cruising route from a starting lock and return it as GPX for the boat's plotter
const express = require('express');
const { promisify } = require('node:util');
const { execFile } = require('node:child_process');
const { body, validationResult, matchedData } = require('express-validator');

const execFileAsync = promisify(execFile);

const PLANNER_BIN = process.env.ROUTE_PLANNER_BIN || '/opt/waterways/bin/routeplanner';

class RoutePlanner {
  constructor(bin) {
    this.bin = bin;
  }

  async plan({ startLock, days, ring, speedMph }) {
    const args = ['--from', startLock, '--days', String(days), '--speed', String(speedMph), '--format', 'gpx'];
    if (ring) args.push('--ring');
    const { stdout } = await execFileAsync(this.bin, args, { timeout: 15000, maxBuffer: 4 * 1024 * 1024 });
    return stdout;
  }

  async version() {
    const { stdout } = await execFileAsync(this.bin, ['--version'], { timeout: 5000 });
    return stdout.trim();
  }
}

class BookingLookup {
  constructor() {
    this.allowances = new Map([
      ['narrowboat-57', { maxDays: 14, speedMph: 4 }],
      ['widebeam-60', { maxDays: 10, speedMph: 3 }],
      ['day-boat', { maxDays: 1, speedMph: 4 }],
    ]);
  }

  allowanceFor(boatClass) {
    return this.allowances.get(boatClass);
  }
}

const routeRules = [
  body('boatClass').isIn(['narrowboat-57', 'widebeam-60', 'day-boat']),
  body('startLock').isString().trim().notEmpty().isLength({ max: 60 }),
  body('days').isInt({ min: 1, max: 14 }).toInt(),
  body('ring').optional().isBoolean().toBoolean(),
];

function buildApp({ planner, bookings }) {
  const app = express();
  app.use(express.json({ limit: '16kb' }));

  app.get('/routes/health', async (_req, res) => {
    res.json({ planner: await planner.version() });
  });

  app.post('/routes/plan', routeRules, async (req, res, next) => {
    const errors = validationResult(req);
    if (!errors.isEmpty()) {
      return res.status(422).json({ errors: errors.array() });
    }
    const input = matchedData(req, { locations: ['body'] });
    const allowance = bookings.allowanceFor(input.boatClass);
    if (input.days > allowance.maxDays) {
      return res.status(422).json({ error: `maximum ${allowance.maxDays} days for this boat` });
    }
    try {
      const gpx = await planner.plan({
        startLock: input.startLock,
        days: input.days,
        ring: Boolean(input.ring),
        speedMph: allowance.speedMph,
      });
      res.type('application/gpx+xml').send(gpx);
    } catch (err) {
      next(err);
    }
  });

  return app;
}

if (require.main === module) {
  const app = buildApp({ planner: new RoutePlanner(PLANNER_BIN), bookings: new BookingLookup() });
  app.listen(process.env.PORT || 3000);
}

module.exports = { buildApp, RoutePlanner, BookingLookup };
