// A guard directory program of the h72 set (cwe-090-ldap).
use std::sync::Arc;

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use ldap3::{ldap_escape, LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

trait DirectoryQuery: Send + Sync {
    /// (attribute, value) pairs that must all match.
    fn criteria(&self) -> Vec<(&'static str, &str)>;

    fn filter(&self) -> String {
        let parts: String = self
            .criteria()
            .into_iter()
            .map(|(attr, value)| format!("({attr}={})", ldap_escape(value)))
            .collect();
        format!("(&(objectClass=lifeguard){parts})")
    }
}

struct ByName {
    surname: String,
}

impl DirectoryQuery for ByName {
    fn criteria(&self) -> Vec<(&'static str, &str)> {
        vec![("sn", self.surname.as_str())]
    }
}

struct ByCertification {
    cert: String,
    region: String,
}

impl DirectoryQuery for ByCertification {
    fn criteria(&self) -> Vec<(&'static str, &str)> {
        vec![("certification", self.cert.as_str()), ("region", self.region.as_str())]
    }

    // certifications are stored with a level suffix (e.g. "surf-2"), so match any level
    fn filter(&self) -> String {
        format!(
            "(&(objectClass=lifeguard)(certification={}*)(region={}))",
            ldap_escape(&self.cert),
            ldap_escape(&self.region)
        )
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum LookupParams {
    Cert { cert: String, region: String },
    Name { surname: String },
}

impl From<LookupParams> for Box<dyn DirectoryQuery> {
    fn from(p: LookupParams) -> Self {
        match p {
            LookupParams::Cert { cert, region } => Box::new(ByCertification { cert, region }),
            LookupParams::Name { surname } => Box::new(ByName { surname }),
        }
    }
}

#[derive(Serialize)]
struct Guard {
    name: String,
    phone: Option<String>,
    station: Option<String>,
}

struct Directory {
    url: String,
    bind_dn: String,
    bind_pw: String,
    base: String,
}

async fn lookup(
    State(dir): State<Arc<Directory>>,
    Query(params): Query<LookupParams>,
) -> Result<Json<Vec<Guard>>, (StatusCode, String)> {
    let query: Box<dyn DirectoryQuery> = params.into();
    let err = |e: ldap3::LdapError| (StatusCode::BAD_GATEWAY, e.to_string());

    let (conn, mut ldap) = LdapConnAsync::new(&dir.url).await.map_err(err)?;
    ldap3::drive!(conn);
    ldap.simple_bind(&dir.bind_dn, &dir.bind_pw).await.map_err(err)?.success().map_err(err)?;

    let (entries, _) = ldap
        .search(&dir.base, Scope::Subtree, &query.filter(), vec!["cn", "telephoneNumber", "station"])
        .await
        .map_err(err)?
        .success()
        .map_err(err)?;
    let _ = ldap.unbind().await;

    let guards = entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Guard {
            name: e.attrs.get("cn").and_then(|v| v.first()).cloned().unwrap_or_default(),
            phone: e.attrs.get("telephoneNumber").and_then(|v| v.first()).cloned(),
            station: e.attrs.get("station").and_then(|v| v.first()).cloned(),
        })
        .collect();
    Ok(Json(guards))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let dir = Arc::new(Directory {
        url: std::env::var("LDAP_URL").unwrap_or_else(|_| "ldaps://ldap.baywatchcrew.net:636".into()),
        bind_dn: std::env::var("LDAP_BIND_DN")?,
        bind_pw: std::env::var("LDAP_BIND_PW")?,
        base: "ou=guards,dc=baywatchcrew,dc=net".into(),
    });
    let app = Router::new().route("/guards", get(lookup)).with_state(dir);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8040").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
