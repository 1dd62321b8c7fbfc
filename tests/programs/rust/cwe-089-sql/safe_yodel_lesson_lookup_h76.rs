// A Swiss yodeling school lesson lookup program of the h76 set (cwe-089-sql).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rusqlite::{params, Connection, Row};
use serde::Serialize;
use warp::{http::StatusCode, Filter};

#[derive(Serialize)]
struct Lesson {
    id: i64,
    teacher: String,
    level: String,
    starts_at: String,
}

impl Lesson {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<Lesson> {
        Ok(Lesson {
            id: row.get(0)?,
            teacher: row.get(1)?,
            level: row.get(2)?,
            starts_at: row.get(3)?,
        })
    }
}

type ReportFn = fn(&Connection, &str) -> rusqlite::Result<Vec<Lesson>>;

fn lessons_by_level(conn: &Connection, level: &str) -> rusqlite::Result<Vec<Lesson>> {
    let mut stmt = conn.prepare(
        "SELECT id, teacher, level, starts_at FROM lessons WHERE level = ?1 ORDER BY starts_at",
    )?;
    let rows = stmt.query_map(params![level], Lesson::from_row)?;
    rows.collect()
}

fn lessons_by_teacher(conn: &Connection, teacher: &str) -> rusqlite::Result<Vec<Lesson>> {
    let mut stmt = conn.prepare(
        "SELECT id, teacher, level, starts_at FROM lessons WHERE teacher = ?1 ORDER BY starts_at",
    )?;
    let rows = stmt.query_map(params![teacher], Lesson::from_row)?;
    rows.collect()
}

struct LessonDesk {
    conn: Mutex<Connection>,
    reports: HashMap<&'static str, ReportFn>,
}

impl LessonDesk {
    fn open(path: &str) -> rusqlite::Result<Self> {
        let mut reports: HashMap<&'static str, ReportFn> = HashMap::new();
        reports.insert("level", lessons_by_level);
        reports.insert("teacher", lessons_by_teacher);
        Ok(Self { conn: Mutex::new(Connection::open(path)?), reports })
    }

    fn run(&self, report: &str, arg: &str) -> Option<rusqlite::Result<Vec<Lesson>>> {
        let handler = self.reports.get(report)?;
        let conn = self.conn.lock().expect("lesson db lock");
        Some(handler(&conn, arg))
    }
}

fn lookup(desk: Arc<LessonDesk>, report: String, query: HashMap<String, String>) -> warp::reply::Response {
    use warp::Reply;
    let arg = query.get("q").map(String::as_str).unwrap_or_default();
    match desk.run(&report, arg) {
        Some(Ok(lessons)) => warp::reply::json(&lessons).into_response(),
        Some(Err(_)) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let desk = Arc::new(LessonDesk::open("/var/lib/yodel/lessons.db")?);
    let with_desk = warp::any().map(move || desk.clone());

    let route = warp::get()
        .and(with_desk)
        .and(warp::path!("lessons" / String))
        .and(warp::query::<HashMap<String, String>>())
        .map(lookup);

    warp::serve(route).run(([0, 0, 0, 0], 3030)).await;
    Ok(())
}
