// hapi plugin reserving a parcel locker compartment and issuing the recipient's pickup code
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import { randomInt } from 'node:crypto';
import { lockerStore } from './locker-store';
import { notifyRecipient } from './sms';

interface ReservationPayload {
  parcelId: string;
  size: 'S' | 'M' | 'L';
  recipientPhone: string;
}

const CODE_DIGITS = 8;

function pickupCode(): string {
  let code = '';
  for (let i = 0; i < CODE_DIGITS; i++) {
    code += randomInt(0, 10).toString();
  }
  return code;
}

export const lockerReservations: Plugin<void> = {
  name: 'locker-reservations',
  register(server) {
    server.route({
      method: 'POST',
      path: '/lockers/{siteId}/reservations',
      handler: async (request: Request, h: ResponseToolkit) => {
        const payload = request.payload as ReservationPayload;
        const compartment = await lockerStore.freeCompartment(request.params.siteId, payload.size);
        if (!compartment) {
          return h.response({ error: 'no free compartment' }).code(409);
        }

        const code = pickupCode();
        await lockerStore.reserve(compartment.id, {
          parcelId: payload.parcelId,
          code,
          expiresAt: new Date(Date.now() + 72 * 3600 * 1000),
        });
        await notifyRecipient(payload.recipientPhone, `Your parcel is in locker ${compartment.label}. Code: ${code}`);
        return h.response({ compartment: compartment.label }).code(201);
      },
    });
  },
};
