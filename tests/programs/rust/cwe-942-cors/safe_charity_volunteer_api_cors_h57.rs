// Charity volunteer platform: API router and cross-origin policy for the volunteer dashboards.
use axum::{
    http::{header, HeaderValue, Method},
    routing::{get, post},
    Json, Router,
};
use serde_json::{json, Value};
use tower_http::cors::{AllowOrigin, CorsLayer};

#[derive(Clone)]
pub struct CorsSettings {
    pub trusted_domain: String,
    pub max_age_secs: u64,
}

impl CorsSettings {
    pub fn from_env() -> Self {
        Self {
            trusted_domain: std::env::var("TRUSTED_DOMAIN").unwrap_or_else(|_| "helpinghands.org".into()),
            max_age_secs: 600,
        }
    }
}

fn origin_is_trusted(origin: &HeaderValue, domain: &str) -> bool {
    let Some(host) = origin.to_str().ok().and_then(|o| o.strip_prefix("https://")) else {
        return false;
    };
    host == domain || host.strip_suffix(domain).map_or(false, |sub| sub.ends_with('.'))
}

pub struct CorsPolicyFactory;

impl CorsPolicyFactory {
    pub fn build(settings: &CorsSettings) -> CorsLayer {
        let domain = settings.trusted_domain.clone();
        CorsLayer::new()
            .allow_origin(AllowOrigin::predicate(move |origin: &HeaderValue, _parts| {
                origin_is_trusted(origin, &domain)
            }))
            .allow_methods([Method::GET, Method::POST])
            .allow_headers([header::CONTENT_TYPE])
            .allow_credentials(true)
            .max_age(std::time::Duration::from_secs(settings.max_age_secs))
    }
}

async fn my_shifts() -> Json<Value> {
    Json(json!({ "shifts": [{ "site": "Food bank North", "starts": "2024-06-01T09:00:00Z" }] }))
}

async fn update_contact(Json(body): Json<Value>) -> Json<Value> {
    Json(json!({ "updated": body.get("phone").is_some() }))
}

pub fn app(settings: CorsSettings) -> Router {
    Router::new()
        .route("/api/volunteer/shifts", get(my_shifts))
        .route("/api/volunteer/contact", post(update_contact))
        .layer(CorsPolicyFactory::build(&settings))
}
