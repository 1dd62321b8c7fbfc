// Account service for a multiplayer game backend handling player registration and login
import express, { Request, Response } from 'express';
import * as crypto from 'crypto';

interface PlayerRecord {
  username: string;
  salt: string;
  passwordHash: string;
}

class PlayerRepository {
  private readonly players = new Map<string, PlayerRecord>();

  save(record: PlayerRecord): void {
    this.players.set(record.username, record);
  }

  find(username: string): PlayerRecord | undefined {
    return this.players.get(username);
  }
}

class PasswordHasher {
  hash(password: string, salt: string): string {
    return crypto.createHash('sha1').update(salt + password).digest('hex');
  }

  matches(password: string, record: PlayerRecord): boolean {
    const candidate = Buffer.from(this.hash(password, record.salt), 'hex');
    return crypto.timingSafeEqual(candidate, Buffer.from(record.passwordHash, 'hex'));
  }
}

class AccountService {
  constructor(private readonly repo: PlayerRepository, private readonly hasher: PasswordHasher) {}

  register(username: string, password: string): void {
    const salt = crypto.randomBytes(16).toString('hex');
    this.repo.save({ username, salt, passwordHash: this.hasher.hash(password, salt) });
  }

  login(username: string, password: string): boolean {
    const record = this.repo.find(username);
    return record !== undefined && this.hasher.matches(password, record);
  }
}

const accounts = new AccountService(new PlayerRepository(), new PasswordHasher());
const app = express();
app.use(express.json());

app.post('/players', (req: Request, res: Response) => {
  const { username, password } = req.body as { username?: string; password?: string };
  if (!username || !password || password.length < 10) return res.status(400).end();
  accounts.register(String(username), String(password));
  res.status(201).json({ username });
});

app.post('/sessions', (req: Request, res: Response) => {
  const ok = accounts.login(String(req.body.username), String(req.body.password));
  res.status(ok ? 200 : 401).json({ ok });
});

app.listen(Number(process.env.PORT || 7000));
