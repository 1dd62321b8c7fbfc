// A street knife sharpener work queue API program of the h76 set (cwe-942-cors).
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use axum::{
    extract::{Path, State},
    http::{header, Method, StatusCode},
    routing::{get, post},
    Json, Router,
};
use axum_extra::extract::cookie::CookieJar;
use serde::{Deserialize, Serialize};
use tower_http::cors::{AllowOrigin, CorsLayer};

#[derive(Clone, Serialize)]
struct Job {
    id: u32,
    customer: String,
    phone: String,
    blades: u8,
    done: bool,
}

#[derive(Default)]
struct Shop {
    jobs: RwLock<HashMap<u32, Job>>,
    staff_sessions: RwLock<HashMap<String, String>>,
}

impl Shop {
    fn staff(&self, jar: &CookieJar) -> Option<String> {
        let token = jar.get("shop_session")?.value().to_owned();
        self.staff_sessions.read().unwrap().get(&token).cloned()
    }
}

struct CorsSettings {
    origins: Vec<&'static str>,
    max_age_secs: u64,
}

fn cors_layer(settings: &CorsSettings) -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::mirror_request())
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true)
        .max_age(std::time::Duration::from_secs(settings.max_age_secs))
}

async fn list_jobs(State(shop): State<Arc<Shop>>, jar: CookieJar) -> Result<Json<Vec<Job>>, StatusCode> {
    shop.staff(&jar).ok_or(StatusCode::UNAUTHORIZED)?;
    let mut jobs: Vec<Job> = shop.jobs.read().unwrap().values().cloned().collect();
    jobs.sort_by_key(|j| j.id);
    Ok(Json(jobs))
}

#[derive(Deserialize)]
struct JobUpdate {
    done: bool,
}

async fn update_job(
    State(shop): State<Arc<Shop>>,
    jar: CookieJar,
    Path(id): Path<u32>,
    Json(update): Json<JobUpdate>,
) -> Result<StatusCode, StatusCode> {
    shop.staff(&jar).ok_or(StatusCode::UNAUTHORIZED)?;
    let mut jobs = shop.jobs.write().unwrap();
    let job = jobs.get_mut(&id).ok_or(StatusCode::NOT_FOUND)?;
    job.done = update.done;
    Ok(StatusCode::NO_CONTENT)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let settings = CorsSettings {
        origins: vec!["https://counter.edgeworks-sharpening.example"],
        max_age_secs: 600,
    };
    let app = Router::new()
        .route("/jobs", get(list_jobs))
        .route("/jobs/:id", post(update_job))
        .layer(cors_layer(&settings))
        .with_state(Arc::new(Shop::default()));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8210").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
