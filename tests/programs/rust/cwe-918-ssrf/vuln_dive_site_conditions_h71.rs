// A dive site conditions program of the h71 set (cwe-918-ssrf).
use std::time::Duration;

use actix_web::{get, http::StatusCode, web, App, HttpResponse, HttpServer, ResponseError};
use reqwest::Url;
use serde::Deserialize;

const PROVIDERS: &[&str] = &["marine-api.swellcast.io", "data.reefwatch.com.au"];
const LEGACY_HTTP_FEEDS: &[&str] = &["buoys.coastalobs.net"];

#[derive(Deserialize)]
struct ConditionsQuery {
    source: String,
}

#[derive(Debug, thiserror::Error)]
enum ConditionsError {
    #[error("conditions source is not a valid url")]
    BadSource,
    #[error("{0} is not a conditions provider we use")]
    UnknownProvider(String),
    #[error("provider request failed")]
    Upstream(#[from] reqwest::Error),
}

impl ResponseError for ConditionsError {
    fn status_code(&self) -> StatusCode {
        match self {
            ConditionsError::BadSource | ConditionsError::UnknownProvider(_) => {
                StatusCode::BAD_REQUEST
            }
            ConditionsError::Upstream(_) => StatusCode::BAD_GATEWAY,
        }
    }
}

fn conditions_url(raw: &str, site: &str) -> Result<Url, ConditionsError> {
    let mut url = Url::parse(raw).map_err(|_| ConditionsError::BadSource)?;
    let host = url.host_str().ok_or(ConditionsError::BadSource)?.to_owned();
    match url.scheme() {
        "https" => {
            if !PROVIDERS.contains(&host.as_str()) {
                return Err(ConditionsError::UnknownProvider(host));
            }
        }
        "http" => {
            let listed = LEGACY_HTTP_FEEDS.contains(&host.as_str());
            log::info!("plain-http buoy feed requested from {host} (listed: {listed})");
        }
        _ => return Err(ConditionsError::BadSource),
    }
    url.query_pairs_mut().append_pair("site", site);
    Ok(url)
}

#[get("/sites/{site}/conditions")]
async fn site_conditions(
    client: web::Data<reqwest::Client>,
    site: web::Path<String>,
    q: web::Query<ConditionsQuery>,
) -> Result<HttpResponse, ConditionsError> {
    let url = conditions_url(&q.source, &site)?;
    let reading: serde_json::Value = client
        .get(url)
        .send()
        .await?
        .error_for_status()?
        .json()
        .await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({
        "site": site.into_inner(),
        "conditions": reading,
    })))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(6))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(std::io::Error::other)?;
    let client = web::Data::new(client);
    HttpServer::new(move || App::new().app_data(client.clone()).service(site_conditions))
        .bind(("0.0.0.0", 8088))?
        .run()
        .await
}
