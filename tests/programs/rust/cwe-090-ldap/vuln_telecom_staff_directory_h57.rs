// Telecom operator intranet: staff directory search backed by the corporate LDAP server.
use actix_web::{get, web, HttpResponse};
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

#[derive(Clone)]
pub struct DirectorySettings {
    pub url: String,
    pub base_dn: String,
    pub bind_dn: String,
    pub bind_password: String,
}

impl DirectorySettings {
    pub fn from_env() -> Self {
        Self {
            url: std::env::var("DIRECTORY_URL").unwrap_or_else(|_| "ldaps://ldap.corp.telco.internal".into()),
            base_dn: "ou=staff,dc=telco,dc=internal".into(),
            bind_dn: std::env::var("DIRECTORY_BIND_DN").expect("DIRECTORY_BIND_DN"),
            bind_password: std::env::var("DIRECTORY_BIND_PASSWORD").expect("DIRECTORY_BIND_PASSWORD"),
        }
    }
}

#[derive(Deserialize)]
pub struct StaffQuery {
    pub surname: String,
    pub department: Option<String>,
}

#[derive(Serialize)]
pub struct StaffCard {
    pub dn: String,
    pub attrs: std::collections::HashMap<String, Vec<String>>,
}

pub struct DirectoryClient {
    settings: DirectorySettings,
}

impl DirectoryClient {
    pub fn new(settings: DirectorySettings) -> Self { Self { settings } }

    pub async fn find_staff(&self, q: &StaffQuery) -> ldap3::result::Result<Vec<StaffCard>> {
        let (conn, mut ldap) = LdapConnAsync::new(&self.settings.url).await?;
        ldap3::drive!(conn);
        ldap.simple_bind(&self.settings.bind_dn, &self.settings.bind_password).await?.success()?;
        let dept = q.department.as_deref().unwrap_or("*");
        let filter = format!("(&(objectClass=inetOrgPerson)(sn={})(departmentNumber={}))", q.surname, dept);
        let (entries, _) = ldap
            .search(&self.settings.base_dn, Scope::Subtree, &filter, vec!["cn", "mail", "telephoneNumber"])
            .await?
            .success()?;
        ldap.unbind().await?;
        Ok(entries
            .into_iter()
            .map(SearchEntry::construct)
            .map(|e| StaffCard { dn: e.dn, attrs: e.attrs })
            .collect())
    }
}

#[get("/directory/staff")]
async fn staff_search(client: web::Data<DirectoryClient>, q: web::Query<StaffQuery>) -> HttpResponse {
    match client.find_staff(&q).await {
        Ok(cards) => HttpResponse::Ok().json(cards),
        Err(e) => HttpResponse::BadGateway().body(e.to_string()),
    }
}
