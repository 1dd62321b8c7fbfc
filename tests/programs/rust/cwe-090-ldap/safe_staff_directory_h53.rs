// Axum lookup endpoint that searches the telecom operator's staff directory for a field engineer by login.
use std::sync::Arc;
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use ldap3::{ldap_escape, LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

pub struct DirectoryConfig {
    pub url: String,
    pub base_dn: String,
    pub bind_dn: String,
    pub bind_pw: String,
}

impl DirectoryConfig {
    pub fn from_env() -> Self {
        let get = |k: &str| std::env::var(k).unwrap_or_default();
        DirectoryConfig { url: get("LDAP_URL"), base_dn: get("LDAP_BASE_DN"), bind_dn: get("LDAP_BIND_DN"), bind_pw: get("LDAP_BIND_PW") }
    }
}

#[derive(Deserialize)]
pub struct LookupQuery {
    pub login: String,
}

#[derive(Serialize)]
pub struct StaffCard {
    pub dn: String,
    pub name: Vec<String>,
    pub region: Vec<String>,
}

pub struct DirectoryClient {
    cfg: DirectoryConfig,
}

impl DirectoryClient {
    fn filter_for(login: &str) -> String {
        format!("(&(objectClass=inetOrgPerson)(employeeType=engineer)(uid={}))", ldap_escape(login))
    }

    async fn find(&self, login: &str) -> ldap3::result::Result<Vec<StaffCard>> {
        let (conn, mut ldap) = LdapConnAsync::new(&self.cfg.url).await?;
        ldap3::drive!(conn);
        ldap.simple_bind(&self.cfg.bind_dn, &self.cfg.bind_pw).await?.success()?;
        let filter = Self::filter_for(login);
        let (entries, _res) = ldap
            .search(&self.cfg.base_dn, Scope::Subtree, &filter, vec!["cn", "l"])
            .await?
            .success()?;
        ldap.unbind().await?;
        Ok(entries
            .into_iter()
            .map(SearchEntry::construct)
            .map(|e| StaffCard { name: e.attrs.get("cn").cloned().unwrap_or_default(), region: e.attrs.get("l").cloned().unwrap_or_default(), dn: e.dn })
            .collect())
    }
}

async fn lookup(State(client): State<Arc<DirectoryClient>>, Query(q): Query<LookupQuery>) -> Result<Json<Vec<StaffCard>>, StatusCode> {
    if q.login.trim().is_empty() {
        return Err(StatusCode::BAD_REQUEST);
    }
    client.find(q.login.trim()).await.map(Json).map_err(|_| StatusCode::BAD_GATEWAY)
}

pub fn router() -> Router {
    let client = Arc::new(DirectoryClient { cfg: DirectoryConfig::from_env() });
    Router::new().route("/directory/engineers", get(lookup)).with_state(client)
}
