// A keeper directory lookup program of the h67 set (cwe-090-ldap).
// lighthouse keepers: look up a relief keeper's contact entry in the service directory by station
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use once_cell::sync::Lazy;
use regex::Regex;
use serde::{Deserialize, Serialize};
use validator::Validate;

static STATION_CODE: Lazy<Regex> = Lazy::new(|| Regex::new(r"^[A-Z]{3}[0-9]{2}$").unwrap());

#[derive(Debug, Deserialize, Validate)]
struct KeeperLookup {
    #[validate(length(min = 2, max = 64))]
    uid: String,
    #[validate(regex(path = *STATION_CODE))]
    station: String,
}

#[derive(Debug, Serialize)]
struct KeeperEntry {
    dn: String,
    name: Option<String>,
    mail: Option<String>,
    radio_callsign: Option<String>,
}

struct Directory {
    url: String,
    bind_dn: String,
    bind_password: String,
    base_dn: String,
}

impl Directory {
    async fn find_keeper(&self, uid: &str, station: &str) -> anyhow::Result<Vec<KeeperEntry>> {
        let (conn, mut ldap) = LdapConnAsync::new(&self.url).await?;
        ldap3::drive!(conn);
        ldap.simple_bind(&self.bind_dn, &self.bind_password).await?.success()?;

        let filter = format!(
            "(&(objectClass=keeperPerson)(uid={})(assignedStation={}))",
            uid, station
        );
        let (entries, _) = ldap
            .search(&self.base_dn, Scope::Subtree, &filter, vec!["cn", "mail", "radioCallsign"])
            .await?
            .success()?;
        ldap.unbind().await?;

        Ok(entries
            .into_iter()
            .map(SearchEntry::construct)
            .map(|e| KeeperEntry {
                name: e.attrs.get("cn").and_then(|v| v.first().cloned()),
                mail: e.attrs.get("mail").and_then(|v| v.first().cloned()),
                radio_callsign: e.attrs.get("radioCallsign").and_then(|v| v.first().cloned()),
                dn: e.dn,
            })
            .collect())
    }
}

struct AppState {
    directory: Directory,
}

async fn lookup(
    State(state): State<Arc<AppState>>,
    Query(q): Query<KeeperLookup>,
) -> Result<Json<Vec<KeeperEntry>>, (StatusCode, String)> {
    q.validate().map_err(|e| (StatusCode::BAD_REQUEST, e.to_string()))?;
    let entries = state
        .directory
        .find_keeper(&q.uid, &q.station)
        .await
        .map_err(|e| (StatusCode::BAD_GATEWAY, e.to_string()))?;
    Ok(Json(entries))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let directory = Directory {
        url: std::env::var("LDAP_URL").unwrap_or_else(|_| "ldaps://directory.trinitylights.example".into()),
        bind_dn: std::env::var("LDAP_BIND_DN")?,
        bind_password: std::env::var("LDAP_BIND_PASSWORD")?,
        base_dn: "ou=keepers,dc=trinitylights,dc=example".into(),
    };
    let state = Arc::new(AppState { directory });

    let app = Router::new().route("/keepers/lookup", get(lookup)).with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8400").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
