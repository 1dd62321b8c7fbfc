// Charity donor vault: encrypts bank details for recurring gifts before the mandate is stored
import crypto from 'crypto';
import express from 'express';

interface KeyProvider {
  currentKey(): Buffer;
}

class EnvKeyProvider implements KeyProvider {
  currentKey(): Buffer {
    return Buffer.from(process.env.DONOR_VAULT_KEY ?? '', 'base64');
  }
}

class EphemeralKeyProvider implements KeyProvider {
  private readonly key = crypto.randomBytes(32);
  currentKey(): Buffer {
    return this.key;
  }
}

class FieldCipher {
  constructor(private readonly keys: KeyProvider) {}

  encrypt(plain: string): string {
    const key = this.keys.currentKey().subarray(0, 32);
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
  }
}

interface DonorMandate { donorId: string; iban: string; }

class MandateRepository {
  private readonly rows = new Map<string, { donorId: string; ibanEnc: string; createdAt: Date }>();
  save(donorId: string, ibanEnc: string): void {
    this.rows.set(donorId, { donorId, ibanEnc, createdAt: new Date() });
  }
}

type Result = { ok: true } | { ok: false; error: string };

class MandateService {
  constructor(private readonly cipher: FieldCipher, private readonly repo: MandateRepository) {}

  register(m: DonorMandate): Result {
    const normalized = m.iban.replace(/\s+/g, '').toUpperCase();
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(normalized)) return { ok: false, error: 'invalid IBAN' };
    this.repo.save(m.donorId, this.cipher.encrypt(normalized));
    return { ok: true };
  }
}

const keys: KeyProvider = process.env.DONOR_VAULT_KEY ? new EnvKeyProvider() : new EphemeralKeyProvider();
const service = new MandateService(new FieldCipher(keys), new MandateRepository());
const app = express();
app.use(express.json());

app.post('/donors/:donorId/mandates', (req, res) => {
  const result = service.register({ donorId: req.params.donorId, iban: String(req.body.iban ?? '') });
  res.status(result.ok ? 201 : 400).json(result);
});

export default app;
