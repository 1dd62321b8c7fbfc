// coop members (h58 set)
use std::collections::BTreeMap;

use actix_web::{error, get, web, App, HttpServer, Responder};
use ldap3::{Ldap, LdapConnAsync, Scope, SearchEntry};

/// Field agents of the grain co-operative look members up by any of a
/// few directory attributes, e.g. /members?l=Dubbo&businessCategory=canola
const SEARCHABLE: [&str; 4] = ["cn", "l", "businessCategory", "postalCode"];

struct Directory {
    url: String,
    base: String,
}

fn member_filter(criteria: &BTreeMap<String, String>) -> Option<String> {
    let clauses: String = criteria
        .iter()
        .filter(|(attr, _)| SEARCHABLE.contains(&attr.as_str()))
        .map(|(attr, value)| format!("({attr}={})", ldap3::ldap_escape(value)))
        .collect();
    (!clauses.is_empty()).then(|| format!("(&(objectClass=coopMember){clauses})"))
}

async fn connect(dir: &Directory) -> ldap3::result::Result<Ldap> {
    let (conn, mut ldap) = LdapConnAsync::new(&dir.url).await?;
    ldap3::drive!(conn);
    let user = std::env::var("COOP_LDAP_USER").unwrap_or_default();
    let pass = std::env::var("COOP_LDAP_PASSWORD").unwrap_or_default();
    ldap.simple_bind(&user, &pass).await?.success()?;
    Ok(ldap)
}

#[get("/members")]
async fn members(
    dir: web::Data<Directory>,
    query: web::Query<BTreeMap<String, String>>,
) -> actix_web::Result<impl Responder> {
    let filter = member_filter(&query).ok_or_else(|| error::ErrorBadRequest("no search criteria"))?;
    let mut ldap = connect(&dir).await.map_err(error::ErrorBadGateway)?;
    let (rows, _) = ldap
        .search(&dir.base, Scope::OneLevel, &filter, vec!["cn", "l", "telephoneNumber"])
        .await
        .and_then(|r| r.success())
        .map_err(error::ErrorBadGateway)?;
    let _ = ldap.unbind().await;

    let found: Vec<_> = rows
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| e.attrs)
        .collect();
    Ok(web::Json(found))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let dir = web::Data::new(Directory {
        url: std::env::var("COOP_LDAP_URL").unwrap_or_else(|_| "ldaps://directory.coop.internal".into()),
        base: std::env::var("COOP_MEMBERS_BASE").unwrap_or_else(|_| "ou=members,dc=coop,dc=internal".into()),
    });
    HttpServer::new(move || App::new().app_data(dir.clone()).service(members))
        .bind(("127.0.0.1", 8420))?
        .run()
        .await
}
