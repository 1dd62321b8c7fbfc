// Router setup for the audience analytics API consumed by the media group's dashboards.
use axum::{
    extract::{Path, State},
    http::{header, HeaderValue, Method, StatusCode},
    routing::get,
    Json, Router,
};
use serde::Serialize;
use sqlx::PgPool;
use tower_http::cors::{AllowOrigin, CorsLayer};

const PARENT_DOMAIN: &[u8] = b"mediagroup.example";

#[derive(Serialize, sqlx::FromRow)]
struct AudienceSummary {
    show_id: i64,
    unique_viewers: i64,
    avg_watch_seconds: f64,
}

async fn summary(
    State(pool): State<PgPool>,
    Path(show_id): Path<i64>,
) -> Result<Json<AudienceSummary>, StatusCode> {
    sqlx::query_as::<_, AudienceSummary>(
        "SELECT show_id, unique_viewers, avg_watch_seconds FROM audience_daily WHERE show_id = $1",
    )
    .bind(show_id)
    .fetch_optional(&pool)
    .await
    .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?
    .map(Json)
    .ok_or(StatusCode::NOT_FOUND)
}

fn cors_layer() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(|origin: &HeaderValue, _parts| {
            origin.as_bytes().ends_with(PARENT_DOMAIN)
        }))
        .allow_methods([Method::GET])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true)
}

pub fn router(pool: PgPool) -> Router {
    Router::new()
        .route("/v1/audience/:show_id/summary", get(summary))
        .layer(cors_layer())
        .with_state(pool)
}
