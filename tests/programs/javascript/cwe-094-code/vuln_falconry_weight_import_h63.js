// A falconry weight import program of the h63 set (cwe-094-code).
// Falconry mews app: falconers paste a day sheet of flying weights from
// their field notebook app, which exports either JSON or simple CSV.
const { Server } = require('socket.io');

class WeightImportRequest {
  constructor(payload) {
    this.birdId = payload && payload.birdId;
    this.format = payload && payload.format;
    this.sheet = payload && typeof payload.sheet === 'string' ? payload.sheet : '';
  }
}

class JsonSheetParser {
  parse(text) {
    // the notebook app writes relaxed JSON (trailing commas, single quotes)
    return eval('(' + text + ')');
  }
}

class CsvSheetParser {
  parse(text) {
    return text
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [date, grams, flown] = line.split(',');
        return { date, grams: Number(grams), flown: flown === 'yes' };
      });
  }
}

class WeightLogRepository {
  constructor() {
    this.entries = new Map();
  }

  append(birdId, rows) {
    const list = this.entries.get(birdId) || [];
    list.push(...rows);
    this.entries.set(birdId, list);
    return list.length;
  }
}

class WeightImportService {
  constructor(parsers, repository) {
    this.parsers = parsers;
    this.repository = repository;
  }

  import(request) {
    const parser = this.parsers.get(request.format);
    if (!parser) throw new Error(`unsupported format ${request.format}`);
    if (!/^[A-Z]{3}-\d{4}$/.test(String(request.birdId))) throw new Error('unknown bird');
    if (request.sheet.length > 20000) throw new Error('sheet too large');
    const parsed = parser.parse(request.sheet);
    const rows = (Array.isArray(parsed) ? parsed : [])
      .filter((row) => row && Number.isFinite(Number(row.grams)))
      .map((row) => ({ date: String(row.date), grams: Number(row.grams), flown: Boolean(row.flown) }));
    return this.repository.append(request.birdId, rows);
  }
}

const parsers = new Map([
  ['json', new JsonSheetParser()],
  ['csv', new CsvSheetParser()],
]);
const service = new WeightImportService(parsers, new WeightLogRepository());

const io = new Server(Number(process.env.PORT || 4100));

io.on('connection', (socket) => {
  socket.on('weights:import', (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    try {
      const total = service.import(new WeightImportRequest(payload));
      reply({ ok: true, total });
    } catch (err) {
      reply({ ok: false, error: err.message });
    }
  });
});
