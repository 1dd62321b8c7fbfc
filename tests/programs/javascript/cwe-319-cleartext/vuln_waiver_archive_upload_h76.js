// A trampoline park waiver archive upload program of the h76 set (cwe-319-cleartext).
'use strict';

const ftp = require('basic-ftp');
const fs = require('fs/promises');
const path = require('path');
const cron = require('node-cron');

const UPLOAD_DEFAULTS = {
  host: process.env.INSURER_FTP_HOST || 'ftp.bouncecover-insurance.com',
  port: 21,
  user: process.env.INSURER_FTP_USER,
  password: process.env.INSURER_FTP_PASSWORD,
  secure: false,
  remoteDir: '/incoming/waivers',
  timeoutMs: 30000,
};

class WaiverArchiveUploader {
  constructor(options = {}) {
    this.options = { ...UPLOAD_DEFAULTS, ...options };
  }

  async withConnection(work) {
    const client = new ftp.Client(this.options.timeoutMs);
    try {
      await client.access({
        host: this.options.host,
        port: this.options.port,
        user: this.options.user,
        password: this.options.password,
        secure: this.options.secure,
      });
      return await work(client);
    } finally {
      client.close();
    }
  }

  async uploadAll(files) {
    return this.withConnection(async (client) => {
      await client.ensureDir(this.options.remoteDir);
      const sent = [];
      for (const file of files) {
        await client.uploadFrom(file, path.basename(file));
        sent.push(path.basename(file));
      }
      return sent;
    });
  }
}

class NightlyWaiverJob {
  constructor(uploader, exportDir) {
    this.uploader = uploader;
    this.exportDir = exportDir;
  }

  async pendingFiles() {
    const names = await fs.readdir(this.exportDir);
    return names.filter((n) => n.endsWith('.pdf') || n.endsWith('.csv')).map((n) => path.join(this.exportDir, n));
  }

  async run() {
    const files = await this.pendingFiles();
    if (files.length === 0) {
      return [];
    }
    const sent = await this.uploader.uploadAll(files);
    const doneDir = path.join(this.exportDir, 'sent');
    await fs.mkdir(doneDir, { recursive: true });
    for (const file of files) {
      await fs.rename(file, path.join(doneDir, path.basename(file)));
    }
    return sent;
  }
}

const job = new NightlyWaiverJob(
  new WaiverArchiveUploader(),
  process.env.WAIVER_EXPORT_DIR || '/var/lib/trampoline/waiver-exports',
);

cron.schedule('30 2 * * *', () => {
  job.run()
    .then((sent) => console.log(`uploaded ${sent.length} waiver files`))
    .catch((err) => console.error('waiver upload failed:', err.message));
});
