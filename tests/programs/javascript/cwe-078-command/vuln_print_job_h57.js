// Print shop job pipeline: HTTP intake enqueues jobs and a BullMQ worker sends them to CUPS
const express = require('express');
const { Queue, Worker } = require('bullmq');
const { exec } = require('child_process');
const path = require('path');

const connection = { host: process.env.REDIS_HOST || '127.0.0.1', port: 6379 };
const SPOOL_DIR = '/var/spool/printshop';
const printQueue = new Queue('print-jobs', { connection });

class PrintJobRequest {
  static fromBody(body) {
    return {
      documentId: String(body.documentId || '').replace(/[^a-f0-9-]/gi, ''),
      printer: String(body.printer || 'default'),
      copies: parseInt(body.copies, 10) || 1,
    };
  }
}

class CupsClient {
  submit(job) {
    const printer = job.printer;
    const file = path.join(SPOOL_DIR, `${job.documentId}.pdf`);
    return new Promise((resolve, reject) => {
      exec(`lp -d ${printer} -n ${Number(job.copies)} ${file}`, (err, stdout) => {
        if (err) return reject(err);
        resolve(stdout.trim());
      });
    });
  }
}

const app = express();
app.use(express.json());

app.post('/print-jobs', async (req, res) => {
  const job = PrintJobRequest.fromBody(req.body);
  if (!job.documentId || job.copies < 1 || job.copies > 200) {
    return res.status(400).json({ error: 'invalid document or copies out of range' });
  }
  const queued = await printQueue.add('print', job, { attempts: 3 });
  res.status(202).json({ id: queued.id });
});

const cups = new CupsClient();
new Worker('print-jobs', async (queued) => cups.submit(queued.data), { connection });

module.exports = app;
