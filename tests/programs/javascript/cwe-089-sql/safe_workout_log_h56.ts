// GraphQL endpoint for a fitness club app exposing a member's logged workouts
import express from "express";
import sqlite3 from "sqlite3";
import { buildSchema } from "graphql";
import { createHandler } from "graphql-http/lib/use/express";

const db = new sqlite3.Database("/var/lib/fitclub/workouts.db", sqlite3.OPEN_READONLY);

const schema = buildSchema(`
  type Workout { id: Int!, exercise: String!, sets: Int!, reps: Int!, loggedAt: String! }
  type Query { workouts(memberId: Int!, exercise: String, limit: Int): [Workout!]! }
`);

type WorkoutArgs = { memberId: number; exercise?: string | null; limit?: number | null };
type Workout = { id: number; exercise: string; sets: number; reps: number; loggedAt: string };

const all = <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
  new Promise((resolve, reject) =>
    db.all(sql, params, (err: Error | null, rows: T[]) => (err ? reject(err) : resolve(rows)))
  );

const clampLimit = (limit?: number | null): number => Math.min(Math.max(limit ?? 20, 1), 100);

const exerciseFilter = (exercise?: string | null): [string, unknown[]] =>
  exercise ? [" AND exercise LIKE ?", [`%${exercise.trim()}%`]] : ["", []];

const rootValue = {
  workouts: ({ memberId, exercise, limit }: WorkoutArgs): Promise<Workout[]> => {
    const [clause, extra] = exerciseFilter(exercise);
    return all<Workout>(
      `SELECT id, exercise, sets, reps, logged_at AS loggedAt FROM workouts
       WHERE member_id = ?${clause}
       ORDER BY logged_at DESC LIMIT ?`,
      [memberId, ...extra, clampLimit(limit)]
    );
  },
};

const app = express();
app.all("/graphql", createHandler({ schema, rootValue }));
app.listen(4000);
