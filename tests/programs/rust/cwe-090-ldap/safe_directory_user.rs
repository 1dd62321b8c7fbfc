// Looks up employees in the corporate directory by login name.
use axum::{extract::Path, http::StatusCode, routing::get, Json, Router};
use ldap3::{ldap_escape, LdapConnAsync, Scope, SearchEntry};
use serde::Serialize;

const LDAP_URL: &str = "ldaps://ldap.corp.example:636";
const BASE_DN: &str = "ou=people,dc=corp,dc=example";

#[derive(Serialize)]
struct Person {
    dn: String,
    cn: Vec<String>,
    mail: Vec<String>,
}

fn uid_filter(login: &str) -> String {
    format!("(&(objectClass=inetOrgPerson)(uid={}))", ldap_escape(login))
}

async fn lookup(Path(login): Path<String>) -> Result<Json<Vec<Person>>, StatusCode> {
    let (conn, mut ldap) = LdapConnAsync::new(LDAP_URL)
        .await
        .map_err(|_| StatusCode::BAD_GATEWAY)?;
    ldap3::drive!(conn);
    let filter = uid_filter(&login);
    let (entries, _res) = ldap
        .search(BASE_DN, Scope::Subtree, &filter, vec!["cn", "mail"])
        .await
        .map_err(|_| StatusCode::BAD_GATEWAY)?
        .success()
        .map_err(|_| StatusCode::BAD_REQUEST)?;
    let people = entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Person {
            cn: e.attrs.get("cn").cloned().unwrap_or_default(),
            mail: e.attrs.get("mail").cloned().unwrap_or_default(),
            dn: e.dn,
        })
        .collect();
    let _ = ldap.unbind().await;
    Ok(Json(people))
}

pub fn routes() -> Router {
    Router::new().route("/directory/users/:login", get(lookup))
}
