// Starts the single sign-on flow by sending the browser to the identity provider from the deployment config.
use axum::{extract::Query, response::Redirect, routing::get, Router};
use serde::Deserialize;

#[derive(Deserialize)]
struct Start {
    prompt: Option<bool>,
}

async fn start(Query(s): Query<Start>) -> Redirect {
    let idp = std::env::var("IDP_AUTHORIZE_URL").expect("IDP_AUTHORIZE_URL");
    let client_id = std::env::var("IDP_CLIENT_ID").expect("IDP_CLIENT_ID");
    let prompt = if s.prompt.unwrap_or(false) { "&prompt=login" } else { "" };
    Redirect::to(&format!("{}?response_type=code&client_id={}{}", idp, client_id, prompt))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/sso/start", get(start));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
