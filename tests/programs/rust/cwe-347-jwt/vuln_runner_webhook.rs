// Salvo handler receiving signed deploy callbacks from CI build runners and recording the deploy request.
use std::sync::Arc;

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use salvo::http::StatusCode;
use salvo::prelude::*;
use serde::Deserialize;

pub struct HookConfig {
    pub runner_issuer: String,
    pub runner_public_pem: Vec<u8>,
}

#[derive(Debug, Deserialize)]
struct RunnerClaims {
    iss: String,
    pipeline: String,
    commit: String,
    exp: i64,
}

fn read_claims(token: &str, cfg: &HookConfig) -> Option<RunnerClaims> {
    let mut parts = token.split('.');
    let (_header, payload, _sig) = (parts.next()?, parts.next()?, parts.next()?);
    let bytes = URL_SAFE_NO_PAD.decode(payload).ok()?;
    let claims: RunnerClaims = serde_json::from_slice(&bytes).ok()?;
    if claims.iss != cfg.runner_issuer || claims.exp < chrono::Utc::now().timestamp() {
        return None;
    }
    Some(claims)
}

#[handler]
pub async fn deploy_hook(req: &mut Request, depot: &mut Depot, res: &mut Response) {
    let cfg = depot.obtain::<Arc<HookConfig>>().expect("hook config").clone();
    let token = req
        .header::<String>("X-Runner-Token")
        .unwrap_or_default();
    let Some(claims) = read_claims(&token, &cfg) else {
        res.status_code(StatusCode::UNAUTHORIZED);
        return;
    };

    tracing::info!(pipeline = %claims.pipeline, commit = %claims.commit, "deploy requested");
    crate::deploy::enqueue(&claims.pipeline, &claims.commit).await;
    res.status_code(StatusCode::ACCEPTED);
    res.render(Text::Plain("queued"));
}
