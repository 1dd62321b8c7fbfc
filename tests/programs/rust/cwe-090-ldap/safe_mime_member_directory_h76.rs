// A touring mime troupe member directory program of the h76 set (cwe-090-ldap).
use std::collections::HashMap;
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use ldap3::{ldap_escape, LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

type FilterFn = fn(&str) -> String;

fn by_stage_name(value: &str) -> String {
    format!("(&(objectClass=troupeMember)(stageName={}))", ldap_escape(value))
}

fn by_act(value: &str) -> String {
    format!("(&(objectClass=troupeMember)(actTitle=*{}*))", ldap_escape(value))
}

struct Directory {
    url: String,
    base_dn: String,
    bind_dn: String,
    bind_password: String,
    filters: HashMap<&'static str, FilterFn>,
}

#[derive(Serialize)]
struct Performer {
    dn: String,
    name: Option<String>,
    stage_name: Option<String>,
    mail: Option<String>,
}

impl Directory {
    fn from_env() -> anyhow::Result<Self> {
        let mut filters: HashMap<&'static str, FilterFn> = HashMap::new();
        filters.insert("stage_name", by_stage_name);
        filters.insert("act", by_act);
        Ok(Self {
            url: std::env::var("LDAP_URL").unwrap_or_else(|_| "ldaps://ldap.troupe.internal".into()),
            base_dn: "ou=performers,dc=troupe,dc=internal".into(),
            bind_dn: std::env::var("LDAP_BIND_DN")?,
            bind_password: std::env::var("LDAP_BIND_PASSWORD")?,
            filters,
        })
    }

    async fn search(&self, field: &str, value: &str) -> anyhow::Result<Vec<Performer>> {
        let build = self
            .filters
            .get(field)
            .ok_or_else(|| anyhow::anyhow!("unsupported field {field}"))?;
        let filter = build(value);

        let (conn, mut ldap) = LdapConnAsync::new(&self.url).await?;
        ldap3::drive!(conn);
        ldap.simple_bind(&self.bind_dn, &self.bind_password).await?.success()?;
        let (entries, _res) = ldap
            .search(&self.base_dn, Scope::Subtree, &filter, vec!["cn", "stageName", "mail"])
            .await?
            .success()?;
        ldap.unbind().await?;

        Ok(entries
            .into_iter()
            .map(SearchEntry::construct)
            .map(|e| Performer {
                name: e.attrs.get("cn").and_then(|v| v.first().cloned()),
                stage_name: e.attrs.get("stageName").and_then(|v| v.first().cloned()),
                mail: e.attrs.get("mail").and_then(|v| v.first().cloned()),
                dn: e.dn,
            })
            .collect())
    }
}

#[derive(Deserialize)]
struct LookupParams {
    field: String,
    value: String,
}

async fn lookup(
    State(directory): State<Arc<Directory>>,
    Query(params): Query<LookupParams>,
) -> Result<Json<Vec<Performer>>, StatusCode> {
    directory
        .search(&params.field, &params.value)
        .await
        .map(Json)
        .map_err(|_| StatusCode::BAD_GATEWAY)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let directory = Arc::new(Directory::from_env()?);
    let app = Router::new()
        .route("/members", get(lookup))
        .with_state(directory);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8070").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
