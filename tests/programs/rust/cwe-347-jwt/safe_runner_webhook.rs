// Salvo handler receiving signed deploy callbacks from CI build runners and recording the deploy request.
use std::sync::Arc;

use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
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
    let key = DecodingKey::from_rsa_pem(&cfg.runner_public_pem).ok()?;
    let mut validation = Validation::new(Algorithm::RS256);
    validation.set_issuer(&[cfg.runner_issuer.as_str()]);
    validation.set_required_spec_claims(&["exp", "iss"]);
    let data = decode::<RunnerClaims>(token, &key, &validation).ok()?;
    Some(data.claims)
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
