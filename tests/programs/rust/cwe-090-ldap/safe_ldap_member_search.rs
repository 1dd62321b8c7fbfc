// Axum endpoint that looks up a colleague in the corporate directory by user id.
use axum::{extract::{Path, State}, http::StatusCode, routing::get, Json, Router};
use ldap3::{ldap_escape, LdapConnAsync, Scope, SearchEntry};
use serde::Serialize;
use std::sync::Arc;

struct DirectoryConfig {
    url: String,
    bind_dn: String,
    bind_password: String,
    base_dn: String,
}

#[derive(Serialize)]
struct Colleague {
    dn: String,
    name: Vec<String>,
    mail: Vec<String>,
}

fn person_filter(uid: &str) -> String {
    format!("(&(objectClass=inetOrgPerson)(uid={}))", ldap_escape(uid))
}

async fn find_colleague(cfg: &DirectoryConfig, uid: &str) -> ldap3::result::Result<Vec<Colleague>> {
    let (conn, mut ldap) = LdapConnAsync::new(&cfg.url).await?;
    ldap3::drive!(conn);
    ldap.simple_bind(&cfg.bind_dn, &cfg.bind_password).await?.success()?;
    let filter = person_filter(uid);
    let (entries, _res) = ldap
        .search(&cfg.base_dn, Scope::Subtree, &filter, vec!["cn", "mail"])
        .await?
        .success()?;
    let people = entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Colleague {
            name: e.attrs.get("cn").cloned().unwrap_or_default(),
            mail: e.attrs.get("mail").cloned().unwrap_or_default(),
            dn: e.dn,
        })
        .collect();
    ldap.unbind().await?;
    Ok(people)
}

async fn lookup(State(cfg): State<Arc<DirectoryConfig>>, Path(uid): Path<String>) -> Result<Json<Vec<Colleague>>, StatusCode> {
    find_colleague(&cfg, &uid).await.map(Json).map_err(|_| StatusCode::BAD_GATEWAY)
}

#[tokio::main]
async fn main() {
    let cfg = Arc::new(DirectoryConfig {
        url: "ldaps://ldap.corp.example.com:636".into(),
        bind_dn: "cn=svc-lookup,ou=services,dc=corp,dc=example,dc=com".into(),
        bind_password: std::env::var("LDAP_BIND_PASSWORD").expect("LDAP_BIND_PASSWORD"),
        base_dn: "ou=people,dc=corp,dc=example,dc=com".into(),
    });
    let app = Router::new().route("/directory/:uid", get(lookup)).with_state(cfg);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8090").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
