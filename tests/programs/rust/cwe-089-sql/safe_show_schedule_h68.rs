// A show schedule program of the h68 set (cwe-089-sql).
// planetariums: public schedule of dome shows, searchable by dome and by show title
use rocket::http::Status;
use rocket::serde::{json::Json, Serialize};
use rocket::{get, launch, routes, State};
use sqlx::{sqlite::SqlitePoolOptions, FromRow, QueryBuilder, Sqlite, SqlitePool};

#[derive(Serialize, FromRow)]
#[serde(crate = "rocket::serde")]
struct Showing {
    title: String,
    dome: String,
    starts_at: String,
    seats_left: i64,
}

enum Lookup<'a> {
    Everything,
    Dome(&'a str),
    Title(&'a str),
    DomeAndTitle(&'a str, &'a str),
}

impl<'a> Lookup<'a> {
    fn from_params(dome: Option<&'a str>, title: Option<&'a str>) -> Self {
        let clean = |v: Option<&'a str>| v.map(str::trim).filter(|v| !v.is_empty());
        match (clean(dome), clean(title)) {
            (Some(d), Some(t)) => Self::DomeAndTitle(d, t),
            (Some(d), None) => Self::Dome(d),
            (None, Some(t)) => Self::Title(t),
            (None, None) => Self::Everything,
        }
    }
}

fn build_query(lookup: &Lookup<'_>) -> QueryBuilder<'static, Sqlite> {
    let mut qb = QueryBuilder::new(
        "SELECT s.title, d.name AS dome, p.starts_at, p.seats_left \
         FROM performances p JOIN shows s ON s.id = p.show_id JOIN domes d ON d.id = p.dome_id \
         WHERE p.starts_at >= datetime('now')",
    );
    match *lookup {
        Lookup::Everything => {}
        Lookup::Dome(dome) => {
            qb.push(" AND d.slug = ").push_bind(dome.to_owned());
        }
        Lookup::Title(title) => {
            qb.push(" AND s.title LIKE ").push_bind(format!("%{title}%"));
        }
        Lookup::DomeAndTitle(dome, title) => {
            qb.push(" AND d.slug = ").push_bind(dome.to_owned());
            qb.push(" AND s.title LIKE ").push_bind(format!("%{title}%"));
        }
    }
    qb.push(" ORDER BY p.starts_at LIMIT 50");
    qb
}

#[get("/shows?<dome>&<title>")]
async fn shows(
    pool: &State<SqlitePool>,
    dome: Option<&str>,
    title: Option<&str>,
) -> Result<Json<Vec<Showing>>, Status> {
    let lookup = Lookup::from_params(dome, title);
    let mut query = build_query(&lookup);

    query
        .build_query_as::<Showing>()
        .fetch_all(pool.inner())
        .await
        .map(Json)
        .map_err(|_| Status::InternalServerError)
}

#[launch]
async fn rocket() -> _ {
    let url = std::env::var("SCHEDULE_DB").unwrap_or_else(|_| "sqlite://schedule.db".into());
    let pool = SqlitePoolOptions::new()
        .max_connections(4)
        .connect(&url)
        .await
        .expect("schedule database should be reachable");

    rocket::build().manage(pool).mount("/", routes![shows])
}
