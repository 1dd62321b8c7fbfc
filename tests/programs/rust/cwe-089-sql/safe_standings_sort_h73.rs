// A standings sort program of the h73 set (cwe-089-sql).
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool};

#[derive(Deserialize)]
struct StandingsQuery {
    /// `column:direction`, e.g. `points:desc`
    #[serde(default = "default_order")]
    order: String,
}

fn default_order() -> String {
    "points:desc".to_string()
}

#[derive(Serialize, FromRow)]
struct TeamRow {
    team: String,
    skip: String,
    wins: i32,
    losses: i32,
    ends_won: i32,
    points: i32,
}

const SORTABLE: &[&str] = &["points", "wins", "losses", "ends_won", "team"];

fn order_clause(order: &str) -> Result<String, &'static str> {
    let (column, direction) = order.split_once(':').unwrap_or((order, "desc"));
    let column = column.trim().to_ascii_lowercase();
    if !SORTABLE.contains(&column.as_str()) {
        return Err("unknown sort column");
    }
    let direction = match direction.trim().to_ascii_lowercase().as_str() {
        "asc" => "ASC",
        "desc" => "DESC",
        _ => return Err("direction must be asc or desc"),
    };
    Ok(format!("ORDER BY {column} {direction}, team ASC"))
}

async fn standings(
    State(pool): State<PgPool>,
    Path(league_id): Path<i32>,
    Query(q): Query<StandingsQuery>,
) -> Result<Json<Vec<TeamRow>>, (StatusCode, String)> {
    let order = order_clause(&q.order).map_err(|e| (StatusCode::BAD_REQUEST, e.to_string()))?;

    let mut sql = String::from(
        "SELECT t.name AS team, t.skip_name AS skip, s.wins, s.losses, s.ends_won, s.points \
         FROM standings s JOIN teams t ON t.id = s.team_id WHERE s.league_id = $1 ",
    );
    sql.push_str(&order);

    let rows = sqlx::query_as::<_, TeamRow>(&sql)
        .bind(league_id)
        .fetch_all(&pool)
        .await
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    Ok(Json(rows))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let url = std::env::var("DATABASE_URL")?;
    let pool = PgPoolOptions::new().max_connections(8).connect(&url).await?;

    let app = Router::new()
        .route("/leagues/{league_id}/standings", get(standings))
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
