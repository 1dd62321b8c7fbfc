// Employee directory lookup: axum endpoint querying the corporate LDAP server by login name.
use axum::{extract::Query, http::StatusCode, routing::get, Json, Router};
use ldap3::{LdapConnAsync, LdapError, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

const LDAP_URL: &str = "ldaps://ldap.corp.example.com:636";
const BASE_DN: &str = "ou=people,dc=corp,dc=example,dc=com";

#[derive(Deserialize)]
struct Lookup {
    login: String,
}

#[derive(Serialize)]
struct Person {
    dn: String,
    cn: Option<String>,
    mail: Option<String>,
}

fn person_filter(login: &str) -> String {
    let escaped = ldap3::ldap_escape(login);
    format!("(&(objectClass=inetOrgPerson)(!(employeeType=disabled))(uid={}))", escaped)
}

fn first(e: &SearchEntry, attr: &str) -> Option<String> {
    e.attrs.get(attr).and_then(|v| v.first().cloned())
}

async fn lookup(Query(q): Query<Lookup>) -> Result<Json<Vec<Person>>, StatusCode> {
    let gw = |_e: LdapError| StatusCode::BAD_GATEWAY;
    let bind_dn = std::env::var("LDAP_BIND_DN").map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let bind_pw = std::env::var("LDAP_BIND_PW").map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let (conn, mut ldap) = LdapConnAsync::new(LDAP_URL).await.map_err(gw)?;
    ldap3::drive!(conn);
    ldap.simple_bind(&bind_dn, &bind_pw).await.map_err(gw)?.success().map_err(gw)?;
    let filter = person_filter(q.login.trim());
    let (entries, _res) = ldap
        .search(BASE_DN, Scope::Subtree, &filter, vec!["cn", "mail"])
        .await
        .map_err(gw)?
        .success()
        .map_err(gw)?;
    let people = entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Person { cn: first(&e, "cn"), mail: first(&e, "mail"), dn: e.dn })
        .collect();
    let _ = ldap.unbind().await;
    Ok(Json(people))
}

pub fn router() -> Router {
    Router::new().route("/directory/person", get(lookup))
}
