// Lobby manager for private matches: creates lobbies with join codes and assigns player seats
import express, { Request, Response } from 'express';
import { randomInt } from 'crypto';

interface Lobby {
  id: string;
  hostId: string;
  joinCode: string;
  seats: string[];
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function generateJoinCode(length = 12): string {
  let code = '';
  while (code.length < length) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

class LobbyStore {
  private readonly byCode = new Map<string, Lobby>();

  create(hostId: string): Lobby {
    const lobby: Lobby = { id: `lb_${Date.now()}`, hostId, joinCode: generateJoinCode(), seats: [hostId] };
    this.byCode.set(lobby.joinCode, lobby);
    return lobby;
  }

  join(code: string, playerId: string): Lobby | undefined {
    const lobby = this.byCode.get(code);
    if (!lobby || lobby.seats.length >= 8) return undefined;
    lobby.seats = shuffle([...lobby.seats, playerId]);
    return lobby;
  }
}

const lobbies = new LobbyStore();
const app = express();
app.use(express.json());

app.post('/lobbies', (req: Request, res: Response) => {
  const lobby = lobbies.create(String(req.body.playerId));
  res.status(201).json({ id: lobby.id, joinCode: lobby.joinCode });
});

app.post('/lobbies/join', (req: Request, res: Response) => {
  const lobby = lobbies.join(String(req.body.joinCode).toUpperCase(), String(req.body.playerId));
  if (!lobby) return res.status(404).json({ error: 'lobby not found' });
  res.json({ id: lobby.id, seats: lobby.seats });
});

app.listen(Number(process.env.PORT || 7100));
