// Axum endpoint that searches the law firm's staff directory for attorneys by practice group.
use axum::{extract::Query, http::StatusCode, routing::get, Json, Router};
use ldap3::{ldap_escape, LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

const DIRECTORY_URL: &str = "ldaps://directory.firm.internal:636";
const PEOPLE_BASE: &str = "ou=people,dc=firm,dc=internal";

#[derive(Deserialize)]
struct DirectoryQuery {
    practice: String,
    office: Option<String>,
}

#[derive(Serialize)]
struct Attorney {
    name: String,
    email: Option<String>,
}

fn build_filter(q: &DirectoryQuery) -> String {
    let office = q
        .office
        .as_deref()
        .map(|o| format!("(physicalDeliveryOfficeName={})", ldap_escape(o)))
        .unwrap_or_default();
    format!("(&(objectClass=attorney)(practiceGroup={}){office})", ldap_escape(&q.practice))
}

fn first_attr(entry: &SearchEntry, attr: &str) -> Option<String> {
    entry.attrs.get(attr).and_then(|v| v.first()).cloned()
}

async fn search_directory(filter: String) -> ldap3::result::Result<Vec<Attorney>> {
    let (conn, mut ldap) = LdapConnAsync::new(DIRECTORY_URL).await?;
    ldap3::drive!(conn);
    let bind_dn = std::env::var("DIRECTORY_BIND_DN").unwrap_or_default();
    let bind_pw = std::env::var("DIRECTORY_BIND_PASSWORD").unwrap_or_default();
    ldap.simple_bind(&bind_dn, &bind_pw).await?.success()?;
    let (entries, _res) = ldap
        .search(PEOPLE_BASE, Scope::Subtree, &filter, vec!["cn", "mail"])
        .await?
        .success()?;
    ldap.unbind().await?;
    Ok(entries
        .into_iter()
        .map(SearchEntry::construct)
        .filter_map(|e| Some(Attorney { name: first_attr(&e, "cn")?, email: first_attr(&e, "mail") }))
        .collect())
}

async fn attorneys(Query(q): Query<DirectoryQuery>) -> Result<Json<Vec<Attorney>>, StatusCode> {
    search_directory(build_filter(&q))
        .await
        .map(Json)
        .map_err(|_| StatusCode::BAD_GATEWAY)
}

pub fn router() -> Router {
    Router::new().route("/directory/attorneys", get(attorneys))
}
