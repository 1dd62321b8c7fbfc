// attorney directory (h58 set)
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

struct DirectoryConfig {
    url: String,
    bind_dn: String,
    bind_password: String,
    base_dn: String,
}

impl DirectoryConfig {
    fn from_env() -> Result<Self, std::env::VarError> {
        Ok(Self {
            url: std::env::var("FIRM_LDAP_URL")?,
            bind_dn: std::env::var("FIRM_LDAP_BIND_DN")?,
            bind_password: std::env::var("FIRM_LDAP_BIND_PASSWORD")?,
            base_dn: std::env::var("FIRM_LDAP_BASE_DN")?,
        })
    }
}

#[derive(Deserialize)]
struct Lookup {
    practice_group: String,
}

#[derive(Serialize)]
struct Attorney {
    name: String,
    mail: String,
    bar_number: String,
}

fn first(entry: &SearchEntry, attr: &str) -> String {
    entry.attrs.get(attr).and_then(|v| v.first()).cloned().unwrap_or_default()
}

fn attorney_filter(group: &str) -> String {
    format!("(&(objectClass=inetOrgPerson)(title=Attorney)(departmentNumber={group}))")
}

async fn search(cfg: &DirectoryConfig, group: &str) -> ldap3::result::Result<Vec<Attorney>> {
    let (conn, mut ldap) = LdapConnAsync::new(&cfg.url).await?;
    ldap3::drive!(conn);
    ldap.simple_bind(&cfg.bind_dn, &cfg.bind_password).await?.success()?;

    let (entries, _) = ldap
        .search(&cfg.base_dn, Scope::Subtree, &attorney_filter(group), vec!["cn", "mail", "employeeNumber"])
        .await?
        .success()?;
    ldap.unbind().await?;

    Ok(entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Attorney { name: first(&e, "cn"), mail: first(&e, "mail"), bar_number: first(&e, "employeeNumber") })
        .collect())
}

async fn attorneys(
    State(cfg): State<Arc<DirectoryConfig>>,
    Query(q): Query<Lookup>,
) -> Result<Json<Vec<Attorney>>, StatusCode> {
    search(&cfg, &q.practice_group)
        .await
        .map(Json)
        .map_err(|_| StatusCode::BAD_GATEWAY)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cfg = Arc::new(DirectoryConfig::from_env()?);
    let app = Router::new()
        .route("/intranet/attorneys", get(attorneys))
        .with_state(cfg);
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:8410").await?, app).await?;
    Ok(())
}
