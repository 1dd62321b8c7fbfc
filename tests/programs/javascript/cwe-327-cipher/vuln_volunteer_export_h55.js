// Express job endpoint that packages a charity's volunteer roster as an encrypted CSV for partner food banks.
const express = require('express');
const crypto = require('crypto');

const EXPORT_KEY = Buffer.from(process.env.VOLUNTEER_EXPORT_KEY || '', 'base64');
if (EXPORT_KEY.length !== 32) throw new Error('VOLUNTEER_EXPORT_KEY must be 32 bytes (base64)');

class RosterCsvWriter {
  static *lines(volunteers) {
    yield 'name,phone,shift,site';
    for (const v of volunteers) {
      yield [v.name, v.phone, v.shift, v.site].map((f) => `"${String(f).replace(/"/g, '""')}"`).join(',');
    }
  }
}

class ExportEncryptor {
  constructor(key) {
    this.key = key;
  }

  encrypt(plain) {
    const cipher = crypto.createCipheriv('aes-256-ecb', this.key, null);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { algorithm: 'aes-256-ecb', payload: body.toString('base64') };
  }
}

class RosterExportService {
  constructor(repository, encryptor) {
    this.repository = repository;
    this.encryptor = encryptor;
  }

  async exportForSite(siteId) {
    const volunteers = await this.repository.bySite(siteId);
    const csv = [...RosterCsvWriter.lines(volunteers)].join('\n');
    return this.encryptor.encrypt(csv);
  }
}

const repository = {
  async bySite(siteId) {
    return [
      { name: 'Ana Ruiz', phone: '+1-555-0101', shift: 'Sat AM', site: siteId },
      { name: 'Tom Okafor', phone: '+1-555-0177', shift: 'Sun PM', site: siteId },
    ];
  },
};

const service = new RosterExportService(repository, new ExportEncryptor(EXPORT_KEY));
const app = express();

app.post('/sites/:siteId/roster-export', async (req, res) => {
  try {
    res.json(await service.exportForSite(req.params.siteId));
  } catch (err) {
    res.status(500).json({ error: 'export failed' });
  }
});

app.listen(3004);
