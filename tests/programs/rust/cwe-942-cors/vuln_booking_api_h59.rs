// Cinema chain: member booking API used by the chain's web front-ends (session cookie auth).
use axum::{extract::State, http::StatusCode, routing::get, Json, Router};
use axum::http::{header, Method};
use axum_extra::extract::CookieJar;
use serde::Serialize;
use sqlx::PgPool;
use std::sync::Arc;
use tower_http::cors::{AllowOrigin, CorsLayer};

#[derive(Serialize, sqlx::FromRow)]
struct Booking {
    booking_ref: String,
    film_title: String,
    screen: String,
    starts_at: chrono::DateTime<chrono::Utc>,
    seats: Vec<String>,
}

struct BookingRepository {
    pool: PgPool,
}

impl BookingRepository {
    async fn member_for_session(&self, session_id: &str) -> Result<Option<i64>, sqlx::Error> {
        sqlx::query_scalar("SELECT member_id FROM member_sessions WHERE session_id = $1 AND expires_at > now()")
            .bind(session_id)
            .fetch_optional(&self.pool)
            .await
    }

    async fn upcoming(&self, member_id: i64) -> Result<Vec<Booking>, sqlx::Error> {
        sqlx::query_as::<_, Booking>(
            "SELECT booking_ref, film_title, screen, starts_at, seats FROM bookings \
             WHERE member_id = $1 AND starts_at > now() ORDER BY starts_at",
        )
        .bind(member_id)
        .fetch_all(&self.pool)
        .await
    }
}

async fn my_bookings(
    State(repo): State<Arc<BookingRepository>>,
    jar: CookieJar,
) -> Result<Json<Vec<Booking>>, StatusCode> {
    let session = jar.get("cine_session").map(|c| c.value().to_string()).ok_or(StatusCode::UNAUTHORIZED)?;
    let member = repo
        .member_for_session(&session)
        .await
        .map_err(|_| StatusCode::SERVICE_UNAVAILABLE)?
        .ok_or(StatusCode::UNAUTHORIZED)?;
    repo.upcoming(member).await.map(Json).map_err(|_| StatusCode::SERVICE_UNAVAILABLE)
}

fn cors_policy() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::mirror_request())
        .allow_credentials(true)
        .allow_methods([Method::GET])
        .allow_headers([header::CONTENT_TYPE])
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pool = PgPool::connect(&std::env::var("BOOKINGS_DATABASE_URL")?).await?;
    let repo = Arc::new(BookingRepository { pool });
    let app = Router::new()
        .route("/api/me/bookings", get(my_bookings))
        .layer(cors_policy())
        .with_state(repo);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
