// Actix-web handler listing enrolled students for a course section with a selectable sort order.
use actix_web::{get, web, HttpResponse, Responder};
use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};
use std::sync::Mutex;

pub struct Db(pub Mutex<Connection>);

#[derive(Deserialize)]
struct RosterQuery {
    sort: Option<String>,
}

#[derive(Serialize)]
struct Student {
    id: i64,
    full_name: String,
    grade_level: i64,
}

fn order_column(requested: &str) -> &'static str {
    match requested {
        "grade_level" => "s.grade_level",
        "enrolled_at" => "e.enrolled_at",
        _ => "s.full_name",
    }
}

#[get("/sections/{section_id}/roster")]
async fn roster(db: web::Data<Db>, path: web::Path<i64>, q: web::Query<RosterQuery>) -> impl Responder {
    let section_id = path.into_inner();
    let sort = order_column(q.sort.as_deref().unwrap_or("full_name"));

    let sql = format!(
        "SELECT s.id, s.full_name, s.grade_level FROM students s \
         JOIN enrollments e ON e.student_id = s.id WHERE e.section_id = ?1 ORDER BY {}",
        sort
    );
    let conn = db.0.lock().unwrap();
    let mut stmt = match conn.prepare(&sql) {
        Ok(stmt) => stmt,
        Err(_) => return HttpResponse::BadRequest().finish(),
    };
    let rows = stmt.query_map(params![section_id], |r| {
        Ok(Student { id: r.get(0)?, full_name: r.get(1)?, grade_level: r.get(2)? })
    });
    match rows.and_then(|it| it.collect::<Result<Vec<_>, _>>()) {
        Ok(students) => HttpResponse::Ok().json(students),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
