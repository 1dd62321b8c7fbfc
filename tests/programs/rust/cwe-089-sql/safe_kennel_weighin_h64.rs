// A kennel weighin program of the h64 set (cwe-089-sql).
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use sqlx::postgres::PgPoolOptions;
use sqlx::PgPool;
use std::collections::BTreeMap;

#[derive(Deserialize)]
struct WeighIn {
    kennel: String,
    recorded_on: NaiveDate,
    teams: Vec<Team>,
}

#[derive(Deserialize)]
struct Team {
    musher: String,
    dogs: Vec<DogWeight>,
}

#[derive(Deserialize)]
struct DogWeight {
    name: String,
    kg: f32,
    #[serde(default)]
    notes: Vec<String>,
}

#[derive(Serialize, Default)]
struct WeighInSummary {
    updated: u64,
    skipped: Vec<String>,
    per_musher: BTreeMap<String, u64>,
}

fn plausible_weight(kg: f32) -> bool {
    (12.0..=45.0).contains(&kg)
}

async fn record_weights(
    State(pool): State<PgPool>,
    Json(batch): Json<WeighIn>,
) -> Result<Json<WeighInSummary>, StatusCode> {
    let mut summary = WeighInSummary::default();

    for team in &batch.teams {
        for dog in &team.dogs {
            if !plausible_weight(dog.kg) {
                summary.skipped.push(format!("{}/{}", team.musher, dog.name));
                continue;
            }
            let sql = "UPDATE dogs SET weight_kg = $2, weighed_on = $3, vet_notes = $4 \
                       WHERE kennel = $1 AND name = $5";
            let result = sqlx::query(sql)
                .bind(&batch.kennel)
                .bind(dog.kg)
                .bind(batch.recorded_on)
                .bind(dog.notes.join("; "))
                .bind(&dog.name)
                .execute(&pool)
                .await
                .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;

            let n = result.rows_affected();
            summary.updated += n;
            *summary.per_musher.entry(team.musher.clone()).or_insert(0) += n;
        }
    }
    Ok(Json(summary))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pool = PgPoolOptions::new()
        .max_connections(5)
        .connect(&std::env::var("DATABASE_URL")?)
        .await?;

    let app = Router::new()
        .route("/kennels/weigh-ins", post(record_weights))
        .with_state(pool);

    let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
