// A farm login program of the h69 set (cwe-601-redirect).
use std::collections::HashMap;
use std::sync::Arc;

use argon2::{Argon2, PasswordHash, PasswordVerifier};
use axum::{
    extract::{Request, State},
    http::StatusCode,
    middleware::{self, Next},
    response::{IntoResponse, Redirect, Response},
    routing::post,
    Extension, Form, Router,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use dashmap::DashMap;
use serde::Deserialize;
use uuid::Uuid;

const DEFAULT_LANDING: &str = "/bookings";

#[derive(Clone, Debug)]
struct ReturnTo(String);

struct Portal {
    visitors: HashMap<String, String>,
    sessions: DashMap<String, String>,
}

/// Remembers where the visitor was heading before the sign-in wall.
async fn remember_return_to(mut req: Request, next: Next) -> Response {
    let target = req
        .uri()
        .query()
        .and_then(|q| {
            url::form_urlencoded::parse(q.as_bytes())
                .find(|(k, _)| k == "next")
                .map(|(_, v)| v.into_owned())
        })
        .unwrap_or_else(|| DEFAULT_LANDING.to_owned());
    req.extensions_mut().insert(ReturnTo(target));
    next.run(req).await
}

fn is_local_path(target: &str) -> bool {
    target.starts_with('/')
        && !target.starts_with("//")
        && !target.contains('\\')
        && !target.chars().any(|c| c.is_control())
}

#[derive(Deserialize)]
struct Credentials {
    email: String,
    password: String,
}

async fn sign_in(
    State(portal): State<Arc<Portal>>,
    Extension(return_to): Extension<ReturnTo>,
    jar: CookieJar,
    Form(creds): Form<Credentials>,
) -> Response {
    let email = creds.email.trim().to_lowercase();
    let verified = portal.visitors.get(&email).is_some_and(|stored| {
        PasswordHash::new(stored)
            .is_ok_and(|h| Argon2::default().verify_password(creds.password.as_bytes(), &h).is_ok())
    });
    if !verified {
        return (StatusCode::UNAUTHORIZED, "email or password not recognised").into_response();
    }

    let sid = Uuid::new_v4().to_string();
    portal.sessions.insert(sid.clone(), email);
    let cookie = Cookie::build(("lavender_sid", sid))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Lax);

    let destination = if is_local_path(&return_to.0) {
        return_to.0.as_str()
    } else {
        DEFAULT_LANDING
    };
    (jar.add(cookie), Redirect::to(destination)).into_response()
}

fn load_visitors() -> HashMap<String, String> {
    // email,argon2-hash lines written by the registration service
    std::fs::read_to_string("/var/lib/lavender/visitors.csv")
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.split_once(','))
        .map(|(email, hash)| (email.to_lowercase(), hash.to_owned()))
        .collect()
}

#[tokio::main]
async fn main() {
    let portal = Arc::new(Portal {
        visitors: load_visitors(),
        sessions: DashMap::new(),
    });
    let app = Router::new()
        .route("/sign-in", post(sign_in))
        .layer(middleware::from_fn(remember_return_to))
        .with_state(portal);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8230").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
