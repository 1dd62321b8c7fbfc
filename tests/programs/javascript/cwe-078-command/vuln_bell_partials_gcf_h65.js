// A bell partials gcf program of the h65 set (cwe-078-command).
'use strict';

// Cloud Function behind the foundry's tuning bench. After a bell comes off the
// lathe the tuner records a strike, the recording lands in the strikes bucket,
// and the bench asks this function for the strongest partials (hum, prime,
// tierce, quint, nominal) so it can compare them with the bell's design.

const functions = require('@google-cloud/functions-framework');
const { Storage } = require('@google-cloud/storage');
const { exec } = require('child_process');
const { promisify } = require('util');
const crypto = require('crypto');
const fs = require('fs/promises');
const os = require('os');
const path = require('path');

const run = promisify(exec);
const bucket = new Storage().bucket(process.env.STRIKES_BUCKET);

const RECORDING = /^strikes\/[0-9]{4}\/[a-z0-9-]{1,60}\.wav$/;

// sox "stat -freq" prints "<frequency> <level>" pairs on stderr.
function strongestPartials(statOutput, count) {
  const bins = [];
  for (const line of statOutput.split('\n')) {
    const m = line.trim().match(/^(\d+\.?\d*)\s+(\d+\.?\d*)$/);
    if (m) {
      bins.push({ hz: Number(m[1]), level: Number(m[2]) });
    }
  }
  return bins
    .filter((b) => b.hz > 60)
    .sort((a, b) => b.level - a.level)
    .slice(0, count)
    .map((b) => Math.round(b.hz * 10) / 10)
    .sort((a, b) => a - b);
}

functions.http('measurePartials', async (req, res) => {
  const { recording, castNumber } = req.body || {};
  const seconds = req.body && req.body.window !== undefined ? req.body.window : '1.5';

  if (typeof recording !== 'string' || !RECORDING.test(recording)) {
    res.status(400).json({ error: 'recording must be an object under strikes/YYYY/' });
    return;
  }

  const localFile = path.join(os.tmpdir(), `${crypto.randomUUID()}.wav`);
  try {
    await bucket.file(recording).download({ destination: localFile });

    const { stderr } = await run(`sox ${localFile} -n trim 0.05 ${seconds} stat -freq`, {
      timeout: 20000,
      maxBuffer: 16 * 1024 * 1024,
    });

    res.json({
      castNumber: castNumber || null,
      recording,
      partialsHz: strongestPartials(stderr, 5),
    });
  } catch (err) {
    console.error('partial measurement failed', { recording, message: err.message });
    res.status(502).json({ error: 'the recording could not be analysed' });
  } finally {
    await fs.rm(localFile, { force: true });
  }
});
