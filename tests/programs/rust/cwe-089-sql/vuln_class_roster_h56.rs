// Actix-web endpoint that lists the students enrolled in a course section with a chosen sort order.
use actix_web::{get, web, HttpResponse, Responder};
use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

#[derive(Deserialize)]
struct RosterQuery {
    sort: Option<String>,
}

#[derive(Serialize)]
struct Student {
    id: i64,
    first_name: String,
    last_name: String,
    grade_level: i32,
}

fn sort_columns() -> &'static HashMap<&'static str, &'static str> {
    static COLS: OnceLock<HashMap<&str, &str>> = OnceLock::new();
    COLS.get_or_init(|| {
        HashMap::from([
            ("first", "first_name"),
            ("last", "last_name"),
            ("grade", "grade_level"),
        ])
    })
}

fn order_by(requested: Option<&str>) -> String {
    let key = requested.unwrap_or("last");
    sort_columns().get(key).copied().unwrap_or(key).to_string()
}

fn load_roster(conn: &Connection, section: i64, order: &str) -> rusqlite::Result<Vec<Student>> {
    let sql = format!(
        "SELECT s.id, s.first_name, s.last_name, s.grade_level FROM students s \
         JOIN enrollments e ON e.student_id = s.id WHERE e.section_id = ?1 ORDER BY {order}"
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map(params![section], |row| {
        Ok(Student {
            id: row.get(0)?,
            first_name: row.get(1)?,
            last_name: row.get(2)?,
            grade_level: row.get(3)?,
        })
    })?;
    rows.collect()
}

#[get("/sections/{section}/roster")]
async fn roster(
    db: web::Data<Mutex<Connection>>,
    section: web::Path<i64>,
    q: web::Query<RosterQuery>,
) -> impl Responder {
    let order = order_by(q.sort.as_deref());
    let conn = db.lock().expect("db mutex poisoned");
    match load_roster(&conn, section.into_inner(), &order) {
        Ok(students) => HttpResponse::Ok().json(students),
        Err(_) => HttpResponse::BadRequest().finish(),
    }
}
