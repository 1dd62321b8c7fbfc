// A foundry license api program of the h64 set (cwe-942-cors).
use axum::{
    extract::State,
    http::{header, HeaderMap, Method, StatusCode},
    routing::get,
    Json, Router,
};
use serde::Serialize;
use sqlx::PgPool;
use tower_http::cors::{AllowOrigin, CorsLayer};

// Licence dashboard of the type foundry. The shop front-end (a separate origin)
// calls it with the customer's session cookie to list desktop/web licences
// and the download links of the licensed font files.
#[derive(Serialize, sqlx::FromRow)]
struct Licence {
    family: String,
    kind: String,
    seats: i32,
    download_url: String,
}

fn session_id(headers: &HeaderMap) -> Option<String> {
    let cookies = headers.get(header::COOKIE)?.to_str().ok()?;
    cookies
        .split(';')
        .filter_map(|c| c.trim().split_once('='))
        .find(|(k, _)| *k == "foundry_session")
        .map(|(_, v)| v.to_string())
}

async fn licences(State(pool): State<PgPool>, headers: HeaderMap) -> Result<Json<Vec<Licence>>, StatusCode> {
    let sid = session_id(&headers).ok_or(StatusCode::UNAUTHORIZED)?;
    let rows: Vec<Licence> = sqlx::query_as(
        "SELECT l.family, l.kind, l.seats, l.download_url FROM licences l \
         JOIN sessions s ON s.customer_id = l.customer_id \
         WHERE s.id = $1 AND s.expires_at > now() ORDER BY l.family",
    )
    .bind(sid)
    .fetch_all(&pool)
    .await
    .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(rows))
}

fn cors() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::mirror_request())
        .allow_methods([Method::GET])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL")?).await?;
    let app = Router::new()
        .route("/api/licences", get(licences))
        .layer(cors())
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8089").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
