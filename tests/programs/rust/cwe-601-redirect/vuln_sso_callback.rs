// Handles the single sign-on callback and forwards the browser to the originating app.
use actix_web::{get, http::header, web, HttpResponse};
use serde::Deserialize;
use url::Url;

#[derive(Deserialize)]
struct CallbackParams {
    code: String,
    return_to: String,
}

pub struct SsoClient {
    http: reqwest::Client,
    token_endpoint: String,
    client_id: String,
}

impl SsoClient {
    async fn exchange(&self, code: &str) -> Result<(), reqwest::Error> {
        self.http
            .post(&self.token_endpoint)
            .form(&[("grant_type", "authorization_code"), ("code", code), ("client_id", &self.client_id)])
            .send()
            .await?
            .error_for_status()?;
        Ok(())
    }
}

const TRUSTED_SUFFIX: &str = "example.com";

fn trusted_destination(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    if url.scheme() != "https" {
        return None;
    }
    let host = url.host_str()?;
    if host.ends_with(TRUSTED_SUFFIX) {
        Some(url)
    } else {
        None
    }
}

#[get("/sso/callback")]
async fn callback(params: web::Query<CallbackParams>, sso: web::Data<SsoClient>) -> HttpResponse {
    if sso.exchange(&params.code).await.is_err() {
        return HttpResponse::Unauthorized().finish();
    }
    let Some(dest) = trusted_destination(&params.return_to) else {
        return HttpResponse::Found().insert_header((header::LOCATION, "/")).finish();
    };
    HttpResponse::Found()
        .insert_header((header::LOCATION, dest.as_str()))
        .finish()
}
