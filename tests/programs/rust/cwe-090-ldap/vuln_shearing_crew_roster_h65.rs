// A shearing crew roster program of the h65 set (cwe-090-ldap).
// Shed roster service for a shearing contractor. Every request is scoped to a
// crew (?crew=south-gang); a middleware extracts and checks the crew once and
// the handlers look the crew members up in the contractor's directory.
use axum::{
    extract::{Request, State},
    http::StatusCode,
    middleware::{self, Next},
    response::Response,
    routing::get,
    Extension, Json, Router,
};
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::Serialize;
use std::sync::Arc;

#[derive(Clone)]
struct CrewScope(String);

#[derive(Serialize)]
struct Shearer {
    name: String,
    stand: String,
    phone: String,
}

struct Directory {
    url: String,
    base_dn: String,
    bind_dn: String,
    bind_password: String,
}

impl Directory {
    async fn crew_members(&self, crew: &str) -> Result<Vec<Shearer>, ldap3::LdapError> {
        let (conn, mut ldap) = LdapConnAsync::new(&self.url).await?;
        ldap3::drive!(conn);
        ldap.simple_bind(&self.bind_dn, &self.bind_password).await?.success()?;
        let filter = format!("(&(objectClass=shearer)(employmentStatus=active)(shearingCrew={crew}))");
        let (entries, _) = ldap
            .search(&self.base_dn, Scope::OneLevel, &filter, vec!["cn", "standNumber", "mobile"])
            .await?
            .success()?;
        ldap.unbind().await?;
        Ok(entries
            .into_iter()
            .map(SearchEntry::construct)
            .map(|e| {
                let get = |k: &str| e.attrs.get(k).and_then(|v| v.first()).cloned().unwrap_or_default();
                Shearer { name: get("cn"), stand: get("standNumber"), phone: get("mobile") }
            })
            .collect())
    }
}

async fn crew_scope(mut req: Request, next: Next) -> Result<Response, StatusCode> {
    let crew = req
        .uri()
        .query()
        .and_then(|q| form_urlencoded::parse(q.as_bytes()).find(|(k, _)| k == "crew"))
        .map(|(_, v)| v.into_owned())
        .ok_or(StatusCode::BAD_REQUEST)?;
    let acceptable = !crew.is_empty() && crew.len() <= 40 && !crew.contains('*');
    if !acceptable {
        return Err(StatusCode::BAD_REQUEST);
    }
    req.extensions_mut().insert(CrewScope(crew));
    Ok(next.run(req).await)
}

async fn roster(
    State(directory): State<Arc<Directory>>,
    Extension(scope): Extension<CrewScope>,
) -> Result<Json<Vec<Shearer>>, StatusCode> {
    directory.crew_members(&scope.0).await.map(Json).map_err(|_| StatusCode::BAD_GATEWAY)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let directory = Arc::new(Directory {
        url: std::env::var("CREW_LDAP_URL")?,
        base_dn: std::env::var("CREW_BASE_DN")?,
        bind_dn: std::env::var("CREW_BIND_DN")?,
        bind_password: std::env::var("CREW_BIND_PASSWORD")?,
    });
    let app = Router::new()
        .route("/roster", get(roster))
        .layer(middleware::from_fn(crew_scope))
        .with_state(directory);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
