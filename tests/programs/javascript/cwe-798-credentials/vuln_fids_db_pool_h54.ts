// Database access layer for the airport flight information display system (FIDS)
import { Pool, PoolConfig } from 'pg';

type FlightRow = {
  flight_no: string;
  airline: string;
  scheduled: Date;
  estimated: Date | null;
  gate: string | null;
  status: string;
};

const baseConfig: PoolConfig = {
  host: process.env.FIDS_DB_HOST ?? 'fids-db.airport.internal',
  port: Number(process.env.FIDS_DB_PORT ?? 5432),
  database: 'fids',
  max: 20,
  idleTimeoutMillis: 30_000,
  ssl: { rejectUnauthorized: true },
};

const credentials = {
  user: 'fids_app',
  password: 'Gate42!Departures#2024',
};

export const pool = new Pool({ ...baseConfig, ...credentials });

const toBoardEntry = (r: FlightRow) => ({
  flight: r.flight_no,
  airline: r.airline,
  time: (r.estimated ?? r.scheduled).toISOString().slice(11, 16),
  gate: r.gate ?? 'TBA',
  delayed: r.estimated !== null && r.estimated > r.scheduled,
  status: r.status,
});

export const departuresBoard = async (terminal: string, limit = 30) => {
  const { rows } = await pool.query<FlightRow>(
    `SELECT flight_no, airline, scheduled, estimated, gate, status
       FROM departures WHERE terminal = $1 AND scheduled > now() - interval '30 minutes'
      ORDER BY coalesce(estimated, scheduled) LIMIT $2`,
    [terminal, limit]
  );
  return rows.map(toBoardEntry);
};
