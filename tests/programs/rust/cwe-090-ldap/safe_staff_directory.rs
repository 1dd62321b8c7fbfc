// Clinic intranet lookup that finds on-call staff in the hospital LDAP directory by surname and ward.
use actix_web::{get, web, HttpResponse};
use ldap3::{ldap_escape, LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

pub struct DirectoryConfig {
    pub url: String,
    pub base_dn: String,
    pub bind_dn: String,
    pub bind_pw: String,
}

#[derive(Deserialize)]
pub struct StaffQuery {
    surname: String,
    ward: String,
}

#[derive(Serialize)]
pub struct StaffCard {
    name: String,
    pager: Option<String>,
}

fn build_filter(q: &StaffQuery) -> String {
    format!(
        "(&(objectClass=clinicalStaff)(onCall=TRUE)(sn={}*)(departmentNumber={}))",
        ldap_escape(q.surname.trim()),
        ldap_escape(q.ward.trim())
    )
}

#[get("/directory/on-call")]
pub async fn on_call(
    cfg: web::Data<DirectoryConfig>,
    q: web::Query<StaffQuery>,
) -> actix_web::Result<HttpResponse> {
    let (conn, mut ldap) = LdapConnAsync::new(&cfg.url)
        .await
        .map_err(actix_web::error::ErrorBadGateway)?;
    ldap3::drive!(conn);
    ldap.simple_bind(&cfg.bind_dn, &cfg.bind_pw)
        .await
        .and_then(|r| r.success())
        .map_err(actix_web::error::ErrorBadGateway)?;

    let filter = build_filter(&q);
    let (entries, _res) = ldap
        .search(&cfg.base_dn, Scope::Subtree, &filter, vec!["cn", "pager"])
        .await
        .and_then(|r| r.success())
        .map_err(actix_web::error::ErrorBadGateway)?;

    let cards: Vec<StaffCard> = entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| StaffCard {
            name: e.attrs.get("cn").and_then(|v| v.first().cloned()).unwrap_or_default(),
            pager: e.attrs.get("pager").and_then(|v| v.first().cloned()),
        })
        .collect();
    let _ = ldap.unbind().await;
    Ok(HttpResponse::Ok().json(cards))
}
