// Game server operations console: admin commands are queued over HTTP and dispatched to handlers
import express from 'express';
import { EventEmitter } from 'events';

interface ConsoleCommand { issuedBy: string; name: string; args: string[]; }

interface CommandHandler {
  run(args: string[]): string;
}

class KickPlayerHandler implements CommandHandler {
  run(args: string[]): string { return `kicked ${args[0] ?? 'nobody'}`; }
}

class RestartMatchHandler implements CommandHandler {
  run(args: string[]): string { return `match ${args[0] ?? 'current'} restarting`; }
}

const handlers: Record<string, CommandHandler> = {
  kick: new KickPlayerHandler(),
  restart: new RestartMatchHandler(),
};

class CommandDispatcher {
  dispatch(cmd: ConsoleCommand): string {
    const argList = JSON.stringify(cmd.args);
    return eval(`handlers.${cmd.name}.run(${argList})`);
  }
}

class CommandQueue extends EventEmitter {
  private readonly log: string[] = [];

  constructor(private readonly dispatcher: CommandDispatcher) {
    super();
    this.on('command', (cmd: ConsoleCommand) => {
      try {
        this.log.push(`${cmd.issuedBy}: ${this.dispatcher.dispatch(cmd)}`);
      } catch (e) {
        this.log.push(`${cmd.issuedBy}: error ${(e as Error).message}`);
      }
    });
  }

  enqueue(cmd: ConsoleCommand): void {
    setImmediate(() => this.emit('command', cmd));
  }

  recent(): string[] { return this.log.slice(-25); }
}

const queue = new CommandQueue(new CommandDispatcher());
const app = express();
app.use(express.json());

app.post('/ops/console', (req, res) => {
  queue.enqueue({
    issuedBy: String(req.header('x-operator') ?? 'unknown'),
    name: String(req.body.command ?? ''),
    args: Array.isArray(req.body.args) ? req.body.args.map(String) : [],
  });
  res.status(202).json({ queued: true });
});

app.get('/ops/console/log', (_req, res) => res.json(queue.recent()));

export default app;
