// A booking widget api program of the h71 set (cwe-942-cors).
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    response::{IntoResponse, Response},
    routing::{get, post},
    Json, Router,
};
use serde::{Deserialize, Serialize};
use tokio::sync::RwLock;
use tower_http::cors::{AllowOrigin, CorsLayer};

#[derive(Default)]
struct Park {
    holds: RwLock<Vec<Hold>>,
}

#[derive(Clone, Serialize)]
struct Hold {
    guest_session: String,
    course: String,
    slot: String,
}

#[derive(Deserialize)]
struct SlotQuery {
    date: String,
}

#[derive(Deserialize)]
struct HoldRequest {
    course: String,
    slot: String,
}

enum ApiError {
    NotSignedIn,
    UnknownCourse,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        match self {
            ApiError::NotSignedIn => (StatusCode::UNAUTHORIZED, "sign in to hold a slot"),
            ApiError::UnknownCourse => (StatusCode::NOT_FOUND, "no such course"),
        }
        .into_response()
    }
}

async fn availability(Query(q): Query<SlotQuery>) -> Json<Vec<String>> {
    let slots = ["09:00", "10:30", "12:00", "14:30", "16:00"];
    Json(slots.iter().map(|s| format!("{}T{s}", q.date)).collect())
}

async fn hold_slot(
    State(park): State<Arc<Park>>,
    headers: HeaderMap,
    Json(req): Json<HoldRequest>,
) -> Result<Json<Hold>, ApiError> {
    let session = headers
        .get(header::COOKIE)
        .and_then(|c| c.to_str().ok())
        .and_then(|c| c.split("; ").find_map(|kv| kv.strip_prefix("hp_guest=")))
        .ok_or(ApiError::NotSignedIn)?;
    if !matches!(req.course.as_str(), "canopy" | "gorge" | "night-flight") {
        return Err(ApiError::UnknownCourse);
    }
    let hold = Hold { guest_session: session.to_string(), course: req.course, slot: req.slot };
    park.holds.write().await.push(hold.clone());
    Ok(Json(hold))
}

fn cors() -> CorsLayer {
    let configured: Option<Vec<HeaderValue>> = std::env::var("WIDGET_ORIGINS")
        .ok()
        .map(|v| v.split(',').filter_map(|o| o.trim().parse().ok()).collect())
        .filter(|list: &Vec<HeaderValue>| !list.is_empty());

    let origins = configured
        .map(AllowOrigin::list)
        .unwrap_or_else(|| {
            AllowOrigin::list([
                HeaderValue::from_static("https://www.highpineszip.co.nz"),
                HeaderValue::from_static("https://book.highpineszip.co.nz"),
            ])
        });

    CorsLayer::new()
        .allow_origin(origins)
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true)
}

#[tokio::main]
async fn main() {
    let app = Router::new()
        .route("/widget/availability", get(availability))
        .route("/widget/holds", post(hold_slot))
        .layer(cors())
        .with_state(Arc::new(Park::default()));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8076").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
