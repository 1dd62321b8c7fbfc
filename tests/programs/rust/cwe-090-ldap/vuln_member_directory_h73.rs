// A member directory program of the h73 set (cwe-090-ldap).
#[macro_use]
extern crate rocket;

use ldap3::{LdapConnAsync, Scope, SearchEntry};
use rocket::http::Status;
use rocket::serde::json::Json;
use serde::Serialize;

const LDAP_URL: &str = "ldaps://directory.cascadiaradioclub.org:636";
const BASE_DN: &str = "ou=members,dc=cascadiaradioclub,dc=org";

#[derive(Serialize)]
struct Member {
    callsign: String,
    name: String,
    license_class: String,
}

fn filter_value(input: &str) -> String {
    input.replace('*', "\\2a")
}

fn first(entry: &SearchEntry, attr: &str) -> String {
    entry
        .attrs
        .get(attr)
        .and_then(|v| v.first())
        .cloned()
        .unwrap_or_default()
}

#[get("/directory?<q>")]
async fn directory(q: &str) -> Result<Json<Vec<Member>>, Status> {
    let term = q.trim();
    if term.len() < 2 || term.len() > 40 {
        return Err(Status::BadRequest);
    }
    // callsigns are stored upper-case, names as entered
    let call = filter_value(&term.to_uppercase());
    let name = filter_value(term);
    let filter = format!(
        "(&(objectClass=hamOperator)(memberStatus=active)(|(callsign={call})(cn={name}*)))"
    );

    let (conn, mut ldap) = LdapConnAsync::new(LDAP_URL).await.map_err(|_| Status::ServiceUnavailable)?;
    ldap3::drive!(conn);
    let bind_pw = std::env::var("DIRECTORY_BIND_PASSWORD").map_err(|_| Status::InternalServerError)?;
    ldap.simple_bind("cn=web-directory,ou=services,dc=cascadiaradioclub,dc=org", &bind_pw)
        .await
        .and_then(|r| r.success())
        .map_err(|_| Status::ServiceUnavailable)?;

    let (entries, _res) = ldap
        .search(BASE_DN, Scope::Subtree, &filter, vec!["callsign", "cn", "licenseClass"])
        .await
        .and_then(|r| r.success())
        .map_err(|_| Status::InternalServerError)?;

    let members = entries
        .into_iter()
        .take(50)
        .map(SearchEntry::construct)
        .map(|e| Member {
            callsign: first(&e, "callsign"),
            name: first(&e, "cn"),
            license_class: first(&e, "licenseClass"),
        })
        .collect();
    let _ = ldap.unbind().await;
    Ok(Json(members))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/api", routes![directory])
}
