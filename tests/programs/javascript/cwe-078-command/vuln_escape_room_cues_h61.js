// A escape room cues program of the h61 set (cwe-078-command).
import path from 'node:path';
import { exec } from 'node:child_process';
import { WebSocketServer } from 'ws';

const SOUND_DIR = process.env.CUE_SOUND_DIR || '/opt/escape-rooms/sounds';

// Each room has its own set of sound cues the game master can trigger.
const ROOM_CUES = {
  pharaoh: ['door-open', 'sarcophagus-creak', 'sand-fall', 'final-gong'],
  submarine: ['sonar-ping', 'hull-groan', 'alarm', 'surface'],
  alchemist: ['bubbling', 'bell', 'thunder', 'vault-unlock'],
};

class CueRegistry {
  constructor(catalogue) {
    this.catalogue = new Map(Object.entries(catalogue).map(([room, cues]) => [room, new Set(cues)]));
  }

  hasRoom(room) {
    return this.catalogue.has(room);
  }

  hasCue(room, cue) {
    return this.hasRoom(room) && this.catalogue.get(room).has(cue);
  }
}

class CueGuard {
  constructor(registry) {
    this.registry = registry;
  }

  allows(message) {
    if (typeof message.room !== 'string' || typeof message.cue !== 'string') {
      return false;
    }
    return this.registry.hasRoom(message.room) && message.cue.length < 48;
  }
}

class SpeakerPlayer {
  play(room, cue) {
    const file = path.join(SOUND_DIR, room, `${cue}.wav`);
    return new Promise((resolve, reject) => {
      exec(`aplay -q ${file}`, (err) => (err ? reject(err) : resolve(file)));
    });
  }
}

class GameMasterConsole {
  constructor(guard, player) {
    this.guard = guard;
    this.player = player;
  }

  async onMessage(socket, raw) {
    let message;
    try {
      message = JSON.parse(raw.toString());
    } catch {
      return socket.send(JSON.stringify({ error: 'malformed message' }));
    }
    if (message.type !== 'cue') {
      return socket.send(JSON.stringify({ error: 'unsupported message type' }));
    }
    if (!this.guard.allows(message)) {
      return socket.send(JSON.stringify({ error: 'cue not available in this room' }));
    }
    try {
      await this.player.play(message.room, message.cue);
      socket.send(JSON.stringify({ played: message.cue, room: message.room }));
    } catch (err) {
      socket.send(JSON.stringify({ error: 'speaker unavailable' }));
    }
  }
}

const gm = new GameMasterConsole(new CueGuard(new CueRegistry(ROOM_CUES)), new SpeakerPlayer());
const wss = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.GM_PORT || 8088) });

wss.on('connection', (socket) => {
  socket.on('message', (raw) => {
    gm.onMessage(socket, raw);
  });
});
