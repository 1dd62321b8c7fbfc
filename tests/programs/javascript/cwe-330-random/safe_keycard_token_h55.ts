// Issues mobile room-key tokens for hotel guests at check-in and validates them at door readers.
import express, { Request, Response } from 'express';
import { randomInt } from 'crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TOKEN_LENGTH = 24;

interface RoomKey {
  token: string;
  room: string;
  expiresAt: number;
}

function* tokenCharacters(length: number): Generator<string> {
  for (let i = 0; i < length; i++) {
    yield ALPHABET[randomInt(ALPHABET.length)];
  }
}

class RoomKeyIssuer {
  private readonly keys = new Map<string, RoomKey>();

  issue(room: string, nights: number): RoomKey {
    const token = Array.from(tokenCharacters(TOKEN_LENGTH)).join('');
    const key: RoomKey = { token, room, expiresAt: Date.now() + nights * 86_400_000 };
    this.keys.set(token, key);
    return key;
  }

  check(token: string, room: string): boolean {
    const key = this.keys.get(token);
    return Boolean(key && key.room === room && key.expiresAt > Date.now());
  }
}

class CheckInController {
  constructor(private readonly issuer: RoomKeyIssuer) {}

  checkIn = (req: Request, res: Response): void => {
    const room = String(req.body.room ?? '');
    const nights = Number.parseInt(String(req.body.nights ?? '1'), 10);
    if (!/^\d{3,4}$/.test(room) || !(nights > 0 && nights < 60)) {
      res.status(400).json({ error: 'invalid room or stay length' });
      return;
    }
    res.status(201).json(this.issuer.issue(room, nights));
  };

  open = (req: Request, res: Response): void => {
    res.status(this.issuer.check(String(req.body.token), req.params.room) ? 204 : 403).end();
  };
}

const controller = new CheckInController(new RoomKeyIssuer());
const app = express();
app.use(express.json());
app.post('/front-desk/check-in', controller.checkIn);
app.post('/doors/:room/open', controller.open);
app.listen(3006);
