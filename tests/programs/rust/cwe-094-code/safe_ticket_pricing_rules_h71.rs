// A ticket pricing rules program of the h71 set (cwe-094-code).
use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    routing::post,
    Json, Router,
};
use mlua::Lua;
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
struct QuoteRequest {
    rule: String,
    adults: u32,
    children: u32,
}

#[derive(Serialize)]
struct Quote {
    rule: String,
    total_eur: f64,
}

#[derive(Debug, thiserror::Error)]
enum PricingError {
    #[error("unknown pricing rule")]
    UnknownRule,
    #[error("group too large for a desk quote")]
    GroupTooLarge,
    #[error("pricing rule failed: {0}")]
    Script(#[from] mlua::Error),
}

impl IntoResponse for PricingError {
    fn into_response(self) -> Response {
        let status = match self {
            PricingError::UnknownRule | PricingError::GroupTooLarge => StatusCode::BAD_REQUEST,
            PricingError::Script(_) => StatusCode::INTERNAL_SERVER_ERROR,
        };
        (status, self.to_string()).into_response()
    }
}

fn rule_script(rule: &str) -> Result<&str, PricingError> {
    match rule {
        "standard" => Ok("return adults * 9.5 + children * 4.0"),
        "family" => Ok("return math.min(adults * 9.5 + children * 4.0, 28.0)"),
        "school" => Ok("return (adults + children) * 3.0"),
        "national_mill_day" => Ok("return 0"),
        _ => Err(PricingError::UnknownRule),
    }
}

fn quote(req: &QuoteRequest) -> Result<f64, PricingError> {
    if req.adults + req.children > 60 {
        return Err(PricingError::GroupTooLarge);
    }
    let script = rule_script(req.rule.trim())?;

    let lua = Lua::new();
    let globals = lua.globals();
    globals.set("adults", req.adults)?;
    globals.set("children", req.children)?;
    let total: f64 = lua.load(script).set_name("pricing_rule").eval()?;
    Ok((total * 100.0).round() / 100.0)
}

async fn preview_quote(Json(req): Json<QuoteRequest>) -> Result<Json<Quote>, PricingError> {
    let total_eur = quote(&req)?;
    tracing::info!(rule = %req.rule, total_eur, "desk quote");
    Ok(Json(Quote { rule: req.rule, total_eur }))
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let app = Router::new().route("/desk/quote", post(preview_quote));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8093").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
