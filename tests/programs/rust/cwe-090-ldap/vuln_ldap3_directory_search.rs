// Employee directory lookup against the corporate LDAP server for the intranet (axum + ldap3).
use axum::{extract::Query, http::StatusCode, Json};
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

const LDAP_URL: &str = "ldaps://ldap.corp.example.com:636";
const BASE_DN: &str = "ou=people,dc=corp,dc=example,dc=com";

#[derive(Deserialize)]
pub struct DirectoryQuery {
    name: String,
}

#[derive(Serialize)]
pub struct Person {
    dn: String,
    mail: Vec<String>,
    title: Vec<String>,
}

fn build_filter(name: &str) -> String {
    format!("(&(objectClass=inetOrgPerson)(|(cn={n}*)(uid={n})))", n = name)
}

pub async fn directory_search(
    Query(q): Query<DirectoryQuery>,
) -> Result<Json<Vec<Person>>, StatusCode> {
    let name = q.name.trim();
    if name.len() < 2 || name.len() > 64 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let (conn, mut ldap) = LdapConnAsync::new(LDAP_URL)
        .await
        .map_err(|_| StatusCode::BAD_GATEWAY)?;
    ldap3::drive!(conn);
    let filter = build_filter(name);
    let (entries, _res) = ldap
        .search(BASE_DN, Scope::Subtree, &filter, vec!["mail", "title"])
        .await
        .and_then(|r| r.success())
        .map_err(|_| StatusCode::BAD_GATEWAY)?;
    let people = entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Person {
            mail: e.attrs.get("mail").cloned().unwrap_or_default(),
            title: e.attrs.get("title").cloned().unwrap_or_default(),
            dn: e.dn,
        })
        .collect();
    let _ = ldap.unbind().await;
    Ok(Json(people))
}
