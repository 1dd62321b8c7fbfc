// Hotel front-desk module that encrypts guest passport numbers before they are stored with a reservation.
import * as crypto from 'crypto';

const KEY_HEX = process.env.PASSPORT_VAULT_KEY;
if (!KEY_HEX) throw new Error('PASSPORT_VAULT_KEY must be configured');
const MASTER_KEY = crypto.createHash('sha256').update(Buffer.from(KEY_HEX, 'hex')).digest();

export interface SealedValue {
  iv: string;
  body: string;
  tag: string;
}

export class PassportCipher {
  private static readonly ALGORITHM = 'aes-256-gcm';
  private readonly key: Buffer;

  constructor(masterKey: Buffer) {
    this.key = masterKey.subarray(0, 32);
  }

  seal(plain: string): SealedValue {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv(PassportCipher.ALGORITHM, this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { iv: iv.toString('base64'), body: body.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
  }

  open(sealed: SealedValue): string {
    const decipher = crypto.createDecipheriv(PassportCipher.ALGORITHM, this.key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.body, 'base64')), decipher.final()]).toString('utf8');
  }
}

export class GuestIdentityService {
  constructor(
    private readonly cipher: PassportCipher,
    private readonly store: Map<string, SealedValue>,
  ) {}

  register(reservationId: string, passportNumber: string): void {
    const normalized = passportNumber.replace(/\s+/g, '').toUpperCase();
    if (!/^[A-Z0-9]{6,12}$/.test(normalized)) {
      throw new RangeError('passport number format not recognised');
    }
    this.store.set(reservationId, this.cipher.seal(normalized));
  }

  reveal(reservationId: string): string | undefined {
    const sealed = this.store.get(reservationId);
    return sealed ? this.cipher.open(sealed) : undefined;
  }
}

export const guestIdentity = new GuestIdentityService(new PassportCipher(MASTER_KEY), new Map());
