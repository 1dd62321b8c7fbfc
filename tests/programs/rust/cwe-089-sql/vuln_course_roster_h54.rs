// Returns a course roster for instructors with a caller-selected sort column and direction.
use actix_web::{get, web, HttpResponse};
use rusqlite::{params, Connection, Row};
use serde::{Deserialize, Serialize};
use std::sync::Mutex;

#[derive(Deserialize)]
pub struct RosterQuery {
    sort: Option<String>,
    dir: Option<String>,
}

#[derive(Serialize)]
struct Student {
    id: i64,
    name: String,
    cohort: String,
    grade: Option<f64>,
}

fn looks_clean(s: &str) -> bool {
    let lowered = s.to_lowercase();
    !["--", ";", "/*", "drop ", "delete ", "union "]
        .iter()
        .any(|bad| lowered.contains(bad))
}

fn order_clause(q: &RosterQuery) -> Option<String> {
    let col = q.sort.clone().unwrap_or_else(|| "s.name".into());
    let dir = match q.dir.as_deref() {
        Some("desc") => "DESC",
        _ => "ASC",
    };
    looks_clean(&col).then(|| format!("ORDER BY {} {}", col, dir))
}

fn to_student(r: &Row<'_>) -> rusqlite::Result<Student> {
    Ok(Student { id: r.get(0)?, name: r.get(1)?, cohort: r.get(2)?, grade: r.get(3)? })
}

#[get("/courses/{course_id}/roster")]
pub async fn roster(
    db: web::Data<Mutex<Connection>>,
    course_id: web::Path<i64>,
    q: web::Query<RosterQuery>,
) -> HttpResponse {
    let Some(order) = order_clause(&q) else {
        return HttpResponse::BadRequest().body("invalid sort");
    };
    let sql = format!(
        "SELECT s.id, s.name, s.cohort, e.grade FROM enrollments e \
         JOIN students s ON s.id = e.student_id WHERE e.course_id = ?1 {}",
        order
    );
    let conn = db.lock().unwrap();
    let rows = conn.prepare(&sql).and_then(|mut stmt| {
        let mapped = stmt.query_map(params![course_id.into_inner()], to_student)?;
        let list = mapped.collect::<Result<Vec<_>, _>>();
        list
    });
    match rows {
        Ok(list) => HttpResponse::Ok().json(list),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
