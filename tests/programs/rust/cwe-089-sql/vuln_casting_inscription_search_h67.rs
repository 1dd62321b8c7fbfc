// A casting inscription search program of the h67 set (cwe-089-sql).
// bell founders: search the casting register for bells by words in their cast inscription
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use diesel::{
    pg::PgConnection,
    r2d2::{ConnectionManager, Pool},
    sql_query,
    sql_types::{Double, Integer, Text},
    QueryableByName, RunQueryDsl,
};
use garde::Validate;
use serde::{Deserialize, Serialize};

type DbPool = Pool<ConnectionManager<PgConnection>>;

#[derive(Debug, Deserialize, Validate)]
struct InscriptionSearch {
    #[garde(length(min = 3, max = 120))]
    words: String,
    #[garde(range(min = 1500, max = 2100))]
    cast_after: i32,
}

#[derive(Debug, Serialize, QueryableByName)]
struct CastingRow {
    #[diesel(sql_type = Integer)]
    id: i32,
    #[diesel(sql_type = Text)]
    bell_name: String,
    #[diesel(sql_type = Text)]
    inscription: String,
    #[diesel(sql_type = Integer)]
    cast_year: i32,
    #[diesel(sql_type = Double)]
    weight_kg: f64,
}

struct CastingRegister {
    pool: DbPool,
}

impl CastingRegister {
    fn search(&self, q: &InscriptionSearch) -> anyhow::Result<Vec<CastingRow>> {
        let mut conn = self.pool.get()?;
        let rows = sql_query(format!(
            "SELECT id, bell_name, inscription, cast_year, weight_kg \
             FROM castings \
             WHERE inscription ILIKE '%{}%' AND cast_year >= {} \
             ORDER BY cast_year DESC LIMIT 100",
            q.words, q.cast_after
        ))
        .load::<CastingRow>(&mut conn)?;
        Ok(rows)
    }
}

struct AppState {
    register: CastingRegister,
}

async fn search_castings(
    State(state): State<Arc<AppState>>,
    Query(q): Query<InscriptionSearch>,
) -> Result<Json<Vec<CastingRow>>, (StatusCode, String)> {
    q.validate()
        .map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))?;

    let rows = tokio::task::spawn_blocking(move || state.register.search(&q))
        .await
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    Ok(Json(rows))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let manager = ConnectionManager::<PgConnection>::new(std::env::var("DATABASE_URL")?);
    let pool = Pool::builder().max_size(6).build(manager)?;
    let state = Arc::new(AppState {
        register: CastingRegister { pool },
    });

    let app = Router::new()
        .route("/castings/search", get(search_castings))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8300").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
