// A dance school roster sort program of the h61 set (cwe-094-code).
import { WebSocketServer } from 'ws';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

class RosterRepository {
  constructor(db) {
    this.db = db;
  }

  async forClass(classId) {
    const { rows } = await this.db.query(
      `SELECT s.first_name, s.last_name, s.grade, e.enrolled_on, e.attendance
         FROM enrolments e JOIN students s ON s.id = e.student_id
        WHERE e.class_id = $1`,
      [classId],
    );
    return rows.map((r) => ({
      student: { firstName: r.first_name, lastName: r.last_name, grade: r.grade },
      enrolledOn: r.enrolled_on,
      attendance: Number(r.attendance),
    }));
  }
}

const SORT_KEYS = new Set(['student.firstName', 'student.lastName', 'student.grade', 'enrolledOn', 'attendance']);

class SortKeyValidator {
  isValid(key) {
    return typeof key === 'string' && SORT_KEYS.has(key);
  }
}

class RosterSorter {
  valueAt(entry, key) {
    return key.split('.').reduce((value, part) => (value == null ? undefined : value[part]), entry);
  }

  sort(entries, key, direction) {
    const factor = direction === 'desc' ? -1 : 1;
    return [...entries].sort((a, b) => {
      const left = this.valueAt(a, key);
      const right = this.valueAt(b, key);
      if (left === right) return 0;
      return left > right ? factor : -factor;
    });
  }
}

class RosterChannel {
  constructor(repository, validator, sorter) {
    this.repository = repository;
    this.validator = validator;
    this.sorter = sorter;
  }

  async handle(socket, message) {
    if (message.op !== 'roster' || !Number.isInteger(message.classId)) {
      return socket.send(JSON.stringify({ error: 'expected { op: "roster", classId }' }));
    }
    const sortKey = message.sortKey || 'student.lastName';
    if (!this.validator.isValid(sortKey)) {
      return socket.send(JSON.stringify({ error: 'unsupported sort key' }));
    }
    const entries = await this.repository.forClass(message.classId);
    const sorted = this.sorter.sort(entries, sortKey, message.direction);
    socket.send(JSON.stringify({ op: 'roster', classId: message.classId, entries: sorted }));
  }
}

const channel = new RosterChannel(new RosterRepository(pool), new SortKeyValidator(), new RosterSorter());
const wss = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.ROSTER_WS_PORT || 9020) });

wss.on('connection', (socket) => {
  socket.on('message', async (data) => {
    try {
      await channel.handle(socket, JSON.parse(data.toString()));
    } catch (err) {
      socket.send(JSON.stringify({ error: 'request failed' }));
    }
  });
});
