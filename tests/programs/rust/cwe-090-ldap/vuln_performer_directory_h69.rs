// A performer directory program of the h69 set (cwe-090-ldap).
use std::sync::LazyLock;

use axum::{
    extract::{FromRequestParts, Query},
    http::{request::Parts, StatusCode},
    routing::get,
    Json, Router,
};
use ldap3::{ldap_escape, LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

const DIRECTORY_URL: &str = "ldaps://dir.flyingpinscircus.org:636";
const PERFORMER_BASE: &str = "ou=performers,dc=flyingpinscircus,dc=org";

static BIND_DN: LazyLock<String> = LazyLock::new(|| {
    std::env::var("DIRECTORY_BIND_DN").unwrap_or_else(|_| "cn=booking-desk,ou=services,dc=flyingpinscircus,dc=org".into())
});
static BIND_PASSWORD: LazyLock<String> =
    LazyLock::new(|| std::env::var("DIRECTORY_BIND_PASSWORD").expect("DIRECTORY_BIND_PASSWORD not set"));

#[derive(Deserialize)]
struct LookupParams {
    handle: String,
    act: Option<String>,
}

/// Normalised lookup criteria shared by the JSON and the printable roster endpoints.
struct PerformerLookup {
    handle: String,
    act: Option<String>,
}

impl<S> FromRequestParts<S> for PerformerLookup
where
    S: Send + Sync,
{
    type Rejection = (StatusCode, &'static str);

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Query(params) = Query::<LookupParams>::from_request_parts(parts, state)
            .await
            .map_err(|_| (StatusCode::BAD_REQUEST, "handle is required"))?;
        let handle = params.handle.trim().to_lowercase();
        if handle.is_empty() || handle.len() > 64 {
            return Err((StatusCode::BAD_REQUEST, "handle must be 1-64 characters"));
        }
        let act = params.act.map(|a| a.trim().to_owned()).filter(|a| !a.is_empty());
        Ok(Self { handle, act })
    }
}

#[derive(Serialize)]
struct Performer {
    uid: String,
    name: String,
    acts: Vec<String>,
}

fn directory_error<E: std::fmt::Display>(e: E) -> StatusCode {
    tracing::error!(error = %e, "directory lookup failed");
    StatusCode::BAD_GATEWAY
}

async fn find_performers(lookup: PerformerLookup) -> Result<Json<Vec<Performer>>, StatusCode> {
    let filter = match &lookup.act {
        Some(act) => format!(
            "(&(objectClass=performer)(uid={})(act={}))",
            ldap_escape(&lookup.handle),
            act
        ),
        None => format!("(&(objectClass=performer)(uid={}))", ldap_escape(&lookup.handle)),
    };

    let (conn, mut ldap) = LdapConnAsync::new(DIRECTORY_URL).await.map_err(directory_error)?;
    ldap3::drive!(conn);
    ldap.simple_bind(&BIND_DN, &BIND_PASSWORD)
        .await
        .and_then(|r| r.success())
        .map_err(directory_error)?;

    let (entries, _) = ldap
        .search(PERFORMER_BASE, Scope::Subtree, &filter, vec!["uid", "cn", "act"])
        .await
        .and_then(|r| r.success())
        .map_err(directory_error)?;
    let _ = ldap.unbind().await;

    let performers = entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Performer {
            uid: e.attrs.get("uid").and_then(|v| v.first().cloned()).unwrap_or_default(),
            name: e.attrs.get("cn").and_then(|v| v.first().cloned()).unwrap_or_default(),
            acts: e.attrs.get("act").cloned().unwrap_or_default(),
        })
        .collect();
    Ok(Json(performers))
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let app = Router::new().route("/performers", get(find_performers));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8110").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
