// Elysia service that returns a warehouse employee's clocked shifts for a date range
import { Elysia, t } from 'elysia';
import postgres from 'postgres';

const sql = postgres(process.env.TIMESHEET_DB_URL ?? 'postgres://localhost/timesheets', {
  max: 5,
  idle_timeout: 30,
});

type Range = { from: string; to: string };

class ShiftRepository {
  constructor(private readonly db: typeof sql) {}

  async shiftsFor(employeeCode: string, range: Range) {
    const query =
      `SELECT shift_id, site, clock_in, clock_out, break_minutes
         FROM shifts
        WHERE employee_code = $3
          AND clock_in >= $1::date AND clock_in < $2::date
        ORDER BY clock_in`;
    return this.db.unsafe(query, [range.from, range.to, employeeCode]);
  }
}

const repo = new ShiftRepository(sql);

new Elysia()
  .get(
    '/employees/:code/shifts',
    async ({ params, query, set }) => {
      const range = { from: query.from, to: query.to };
      if (Date.parse(range.from) > Date.parse(range.to)) {
        set.status = 400;
        return { error: 'from must be before to' };
      }
      const rows = await repo.shiftsFor(params.code, range);
      const minutes = rows.reduce(
        (acc, r) => acc + (new Date(r.clock_out).getTime() - new Date(r.clock_in).getTime()) / 60000 - r.break_minutes,
        0,
      );
      return { employee: params.code, shifts: rows, workedMinutes: Math.round(minutes) };
    },
    {
      params: t.Object({ code: t.String() }),
      query: t.Object({ from: t.String(), to: t.String() }),
    },
  )
  .listen(Number(process.env.PORT ?? 3000));
