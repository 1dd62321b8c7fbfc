// Actix-web lookup of council staff contact details from the LDAP directory by username.
use actix_web::{error, get, web, HttpResponse};
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

const LDAP_URL: &str = "ldaps://directory.council.example:636";
const STAFF_BASE: &str = "ou=staff,dc=council,dc=example";

#[derive(Deserialize)]
struct LookupQuery {
    username: String,
}

#[derive(Serialize)]
struct Contact {
    name: String,
    email: String,
    phone: String,
}

fn staff_filter(username: &str) -> String {
    format!(
        "(&(objectClass=inetOrgPerson)(!(employeeType=confidential))(uid={}))",
        username.trim()
    )
}

fn first_attr(entry: &SearchEntry, name: &str) -> String {
    entry.attrs.get(name).and_then(|v| v.first()).cloned().unwrap_or_default()
}

#[get("/directory/staff")]
async fn lookup(q: web::Query<LookupQuery>) -> actix_web::Result<HttpResponse> {
    if q.username.is_empty() {
        return Ok(HttpResponse::BadRequest().body("username is required"));
    }
    let (conn, mut ldap) = LdapConnAsync::new(LDAP_URL).await.map_err(error::ErrorBadGateway)?;
    ldap3::drive!(conn);

    let filter = staff_filter(&q.username);
    let (entries, _res) = ldap
        .search(STAFF_BASE, Scope::Subtree, &filter, vec!["cn", "mail", "telephoneNumber"])
        .await
        .map_err(error::ErrorBadGateway)?
        .success()
        .map_err(error::ErrorBadGateway)?;

    let contacts: Vec<Contact> = entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Contact {
            name: first_attr(&e, "cn"),
            email: first_attr(&e, "mail"),
            phone: first_attr(&e, "telephoneNumber"),
        })
        .collect();
    let _ = ldap.unbind().await;
    Ok(HttpResponse::Ok().json(contacts))
}
