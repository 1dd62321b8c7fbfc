// Travel agency booking API (Hono): issues booking references and manage-booking access codes
import { Hono } from 'hono';
import { randomInt, randomUUID } from 'crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

interface TokenGenerator {
  next(length: number): string;
}

class AlphabetTokenGenerator implements TokenGenerator {
  next(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) {
      out += ALPHABET[randomInt(ALPHABET.length)];
    }
    return out;
  }
}

interface Booking {
  id: string;
  reference: string;
  accessCode: string;
  lead: string;
  packageId: string;
}

class BookingStore {
  private readonly byRef = new Map<string, Booking>();
  save(b: Booking): void { this.byRef.set(b.reference, b); }
  find(ref: string): Booking | undefined { return this.byRef.get(ref); }
}

class BookingService {
  private seq = 10000;
  constructor(private readonly store: BookingStore, private readonly tokens: TokenGenerator) {}

  create(lead: string, packageId: string): Booking {
    const booking = { id: randomUUID(), reference: `TRV${++this.seq}`, accessCode: this.tokens.next(12), lead, packageId };
    this.store.save(booking);
    return booking;
  }

  manage(reference: string, code: string): Booking | undefined {
    const b = this.store.find(reference);
    return b && code.length > 0 && b.accessCode === code ? b : undefined;
  }
}

const service = new BookingService(new BookingStore(), new AlphabetTokenGenerator());
const app = new Hono();

app.post('/bookings', async (c) => {
  const body = await c.req.json<{ lead?: string; packageId?: string }>();
  if (!body.lead || !body.packageId) return c.json({ error: 'lead and packageId required' }, 400);
  const b = service.create(body.lead, body.packageId);
  return c.json({ reference: b.reference, accessCode: b.accessCode }, 201);
});

app.get('/bookings/:ref', (c) => {
  const b = service.manage(c.req.param('ref'), c.req.query('code') ?? '');
  return b ? c.json(b) : c.json({ error: 'not found' }, 404);
});

export default app;
