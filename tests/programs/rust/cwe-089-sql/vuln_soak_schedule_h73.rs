// A soak schedule program of the h73 set (cwe-089-sql).
use serde::Serialize;
use serde_json::Value;
use sqlx::{postgres::PgPoolOptions, PgPool, Row};
use std::fmt::Write as _;
use warp::{http::StatusCode, reply, Filter, Rejection, Reply};

#[derive(Serialize)]
struct Slot {
    starts_at: String,
    capacity_left: i32,
}

fn field<'a>(body: &'a Value, name: &str) -> Option<&'a str> {
    body.get(name).and_then(Value::as_str).map(str::trim)
}

async fn availability(body: Value, pool: PgPool) -> Result<Box<dyn Reply>, Rejection> {
    let (Some(pool_slug), Some(date)) = (field(&body, "pool"), field(&body, "date")) else {
        return Ok(Box::new(reply::with_status("pool and date are required", StatusCode::BAD_REQUEST)));
    };
    // slugs in the booking widget are lower-case with dashes: "cedar-grotto", "upper-terrace"
    let slug_key: String = pool_slug
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect::<String>()
        .to_lowercase();
    if slug_key.is_empty() {
        return Ok(Box::new(reply::with_status("unknown pool", StatusCode::NOT_FOUND)));
    }
    let Ok(day) = chrono::NaiveDate::parse_from_str(date, "%Y-%m-%d") else {
        return Ok(Box::new(reply::with_status("date must be YYYY-MM-DD", StatusCode::BAD_REQUEST)));
    };

    let mut sql = String::from(
        "SELECT to_char(s.starts_at, 'HH24:MI') AS starts_at, s.capacity - s.booked AS capacity_left \
         FROM soak_slots s JOIN pools p ON p.id = s.pool_id ",
    );
    let _ = write!(sql, "WHERE p.slug = '{}' AND s.day = $1 AND s.capacity > s.booked ", pool_slug);
    sql.push_str("ORDER BY s.starts_at");

    let rows = match sqlx::query(&sql).bind(day).fetch_all(&pool).await {
        Ok(rows) => rows,
        Err(e) => {
            eprintln!("availability query failed for {slug_key}: {e}");
            return Ok(Box::new(reply::with_status("lookup failed", StatusCode::INTERNAL_SERVER_ERROR)));
        }
    };
    let slots: Vec<Slot> = rows
        .iter()
        .map(|r| Slot {
            starts_at: r.get("starts_at"),
            capacity_left: r.get("capacity_left"),
        })
        .collect();
    Ok(Box::new(reply::json(&slots)))
}

#[tokio::main]
async fn main() -> Result<(), sqlx::Error> {
    let db = PgPoolOptions::new()
        .max_connections(5)
        .connect(&std::env::var("DATABASE_URL").unwrap_or_default())
        .await?;
    let with_db = warp::any().map(move || db.clone());

    let route = warp::path!("api" / "availability")
        .and(warp::post())
        .and(warp::body::content_length_limit(4 * 1024))
        .and(warp::body::json())
        .and(with_db)
        .and_then(availability);

    warp::serve(route).run(([0, 0, 0, 0], 8088)).await;
    Ok(())
}
