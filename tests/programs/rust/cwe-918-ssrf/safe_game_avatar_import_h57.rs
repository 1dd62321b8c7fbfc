// Game account service: lets players import an avatar image from a link.
use axum::{extract::State, http::StatusCode, Json};
use reqwest::{redirect::Policy, Client};
use serde::Deserialize;
use std::sync::Arc;
use std::time::Duration;
use url::Url;

#[derive(Deserialize)]
pub struct AvatarImportRequest {
    pub player_id: u64,
    pub image_url: String,
}

pub struct AvatarFetcher {
    http: Client,
    max_bytes: usize,
}

fn is_allowed_host(host: &str) -> bool {
    let allowed = ["secure.gravatar.com", "cdn.discordapp.com", "avatars.steamstatic.com"];
    allowed.iter().any(|a| host.eq_ignore_ascii_case(a))
}

impl AvatarFetcher {
    pub fn new(max_bytes: usize) -> Self {
        let http = Client::builder().timeout(Duration::from_secs(5)).redirect(Policy::none()).build().unwrap();
        Self { http, max_bytes }
    }

    pub async fn fetch(&self, raw: &str) -> Result<Vec<u8>, StatusCode> {
        let url = Url::parse(raw).map_err(|_| StatusCode::BAD_REQUEST)?;
        let host = url.host_str().ok_or(StatusCode::BAD_REQUEST)?;
        if url.scheme() != "https" || !is_allowed_host(host) {
            return Err(StatusCode::FORBIDDEN);
        }
        let resp = self.http.get(url.clone()).send().await.map_err(|_| StatusCode::BAD_GATEWAY)?;
        let bytes = resp.bytes().await.map_err(|_| StatusCode::BAD_GATEWAY)?;
        if bytes.len() > self.max_bytes {
            return Err(StatusCode::PAYLOAD_TOO_LARGE);
        }
        Ok(bytes.to_vec())
    }
}

pub trait AvatarStore: Send + Sync {
    fn put(&self, player_id: u64, image: Vec<u8>) -> std::io::Result<()>;
}

pub struct AvatarService {
    pub fetcher: AvatarFetcher,
    pub store: Box<dyn AvatarStore>,
}

pub async fn import_avatar(State(svc): State<Arc<AvatarService>>, Json(req): Json<AvatarImportRequest>) -> StatusCode {
    match svc.fetcher.fetch(&req.image_url).await {
        Ok(image) => match svc.store.put(req.player_id, image) {
            Ok(()) => StatusCode::NO_CONTENT,
            Err(_) => StatusCode::INTERNAL_SERVER_ERROR,
        },
        Err(code) => code,
    }
}
