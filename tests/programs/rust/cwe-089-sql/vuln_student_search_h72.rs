// A student search program of the h72 set (cwe-089-sql).
use std::str::FromStr;

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use sqlx::postgres::PgPoolOptions;
use sqlx::{FromRow, PgPool};

#[derive(Serialize, FromRow)]
struct Student {
    id: i64,
    full_name: String,
    belt: String,
    dojo_id: i32,
}

#[derive(Clone, Copy)]
enum Belt {
    White,
    Yellow,
    Orange,
    Green,
    Blue,
    Brown,
    Black,
}

impl FromStr for Belt {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(match s.to_ascii_lowercase().as_str() {
            "white" => Belt::White,
            "yellow" => Belt::Yellow,
            "orange" => Belt::Orange,
            "green" => Belt::Green,
            "blue" => Belt::Blue,
            "brown" => Belt::Brown,
            "black" => Belt::Black,
            other => return Err(format!("unknown belt {other}")),
        })
    }
}

/// One condition of the WHERE clause. Values go to `args` and are bound in order.
trait StudentFilter: Send + Sync {
    fn push_sql(&self, sql: &mut String, args: &mut Vec<String>);
}

struct ByBelt(Belt);
struct ByDojo(i32);
struct ByName(String);

impl StudentFilter for ByBelt {
    fn push_sql(&self, sql: &mut String, args: &mut Vec<String>) {
        args.push((self.0 as u8).to_string());
        sql.push_str(&format!(" AND belt_rank = ${}::smallint", args.len()));
    }
}

impl StudentFilter for ByDojo {
    fn push_sql(&self, sql: &mut String, args: &mut Vec<String>) {
        args.push(self.0.to_string());
        sql.push_str(&format!(" AND dojo_id = ${}::int", args.len()));
    }
}

impl StudentFilter for ByName {
    fn push_sql(&self, sql: &mut String, _args: &mut Vec<String>) {
        sql.push_str(&format!(" AND full_name ILIKE '%{}%'", self.0.trim()));
    }
}

#[derive(Deserialize)]
struct SearchParams {
    name: Option<String>,
    belt: Option<String>,
    dojo: Option<i32>,
}

impl TryFrom<SearchParams> for Vec<Box<dyn StudentFilter>> {
    type Error = String;
    fn try_from(p: SearchParams) -> Result<Self, Self::Error> {
        let mut filters: Vec<Box<dyn StudentFilter>> = Vec::new();
        if let Some(b) = p.belt {
            filters.push(Box::new(ByBelt(b.parse()?)));
        }
        if let Some(d) = p.dojo {
            filters.push(Box::new(ByDojo(d)));
        }
        if let Some(n) = p.name.filter(|n| !n.trim().is_empty()) {
            filters.push(Box::new(ByName(n)));
        }
        Ok(filters)
    }
}

async fn search_students(
    State(pool): State<PgPool>,
    Query(params): Query<SearchParams>,
) -> Result<Json<Vec<Student>>, (StatusCode, String)> {
    let filters: Vec<Box<dyn StudentFilter>> = params.try_into().map_err(|e| (StatusCode::BAD_REQUEST, e))?;

    let mut sql = String::from("SELECT id, full_name, belt, dojo_id FROM students WHERE active");
    let mut args = Vec::new();
    for f in &filters {
        f.push_sql(&mut sql, &mut args);
    }
    sql.push_str(" ORDER BY full_name LIMIT 50");

    let mut query = sqlx::query_as::<_, Student>(&sql);
    for a in args {
        query = query.bind(a);
    }
    let rows = query
        .fetch_all(&pool)
        .await
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    Ok(Json(rows))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let pool = PgPoolOptions::new()
        .max_connections(5)
        .connect(&std::env::var("DATABASE_URL")?)
        .await?;
    let app = Router::new().route("/students", get(search_students)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
