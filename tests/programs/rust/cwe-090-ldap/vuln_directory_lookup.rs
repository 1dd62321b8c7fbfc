// Axum handler that looks up an employee in the corporate LDAP directory by user id.
use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::Serialize;

pub struct DirectoryConfig {
    pub url: String,
    pub bind_dn: String,
    pub bind_pw: String,
    pub base_dn: String,
}

#[derive(Serialize)]
pub struct Employee {
    dn: String,
    cn: Vec<String>,
    mail: Vec<String>,
}

fn employee_filter(uid: &str) -> String {
    format!("(&(objectClass=inetOrgPerson)(uid={}))", uid)
}

pub async fn lookup_employee(
    State(cfg): State<Arc<DirectoryConfig>>,
    Path(uid): Path<String>,
) -> Result<Json<Vec<Employee>>, StatusCode> {
    if uid.contains('*') {
        return Err(StatusCode::BAD_REQUEST);
    }
    let (conn, mut ldap) = LdapConnAsync::new(&cfg.url)
        .await
        .map_err(|_| StatusCode::BAD_GATEWAY)?;
    ldap3::drive!(conn);
    ldap.simple_bind(&cfg.bind_dn, &cfg.bind_pw)
        .await
        .and_then(|r| r.success())
        .map_err(|_| StatusCode::BAD_GATEWAY)?;

    let filter = employee_filter(&uid);
    let (entries, _res) = ldap
        .search(&cfg.base_dn, Scope::Subtree, &filter, vec!["cn", "mail"])
        .await
        .and_then(|r| r.success())
        .map_err(|_| StatusCode::BAD_GATEWAY)?;
    let _ = ldap.unbind().await;

    let people = entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Employee {
            cn: e.attrs.get("cn").cloned().unwrap_or_default(),
            mail: e.attrs.get("mail").cloned().unwrap_or_default(),
            dn: e.dn,
        })
        .collect();
    Ok(Json(people))
}
