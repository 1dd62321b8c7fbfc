// A technician directory program of the h71 set (cwe-090-ldap).
use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    routing::get,
    Json, Router,
};
use ldap3::{ldap_escape, LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

#[derive(Clone)]
struct Directory {
    url: String,
    bind_dn: String,
    bind_pw: String,
}

#[derive(Deserialize)]
struct TechQuery {
    name: String,
    area: String,
}

#[derive(Serialize)]
struct Technician {
    name: String,
    mobile: Option<String>,
    area: Option<String>,
}

#[derive(Debug, thiserror::Error)]
enum DirectoryError {
    #[error("search terms must be 2-40 letters, spaces or hyphens")]
    BadTerm,
    #[error("directory unavailable")]
    Ldap(#[from] ldap3::LdapError),
}

impl IntoResponse for DirectoryError {
    fn into_response(self) -> Response {
        let status = match self {
            DirectoryError::BadTerm => StatusCode::BAD_REQUEST,
            DirectoryError::Ldap(ref e) => {
                tracing::error!(error = %e, "ldap failure");
                StatusCode::SERVICE_UNAVAILABLE
            }
        };
        (status, self.to_string()).into_response()
    }
}

fn is_term(s: &str) -> bool {
    (2..=40).contains(&s.len())
        && s.chars().all(|c| c.is_alphabetic() || c == ' ' || c == '-')
}

async fn find_technicians(
    State(dir): State<Directory>,
    Query(q): Query<TechQuery>,
) -> Result<Json<Vec<Technician>>, DirectoryError> {
    let q = Some(q)
        .filter(|q| is_term(&q.name))
        .ok_or(DirectoryError::BadTerm)?;
    let filter = format!(
        "(&(objectClass=keyworksTechnician)(cn=*{}*)(serviceArea={}))",
        ldap_escape(&q.name),
        q.area
    );

    let (conn, mut ldap) = LdapConnAsync::new(&dir.url).await?;
    ldap3::drive!(conn);
    ldap.simple_bind(&dir.bind_dn, &dir.bind_pw).await?.success()?;
    let (entries, _) = ldap
        .search(
            "ou=technicians,dc=keyworks,dc=co,dc=uk",
            Scope::Subtree,
            &filter,
            vec!["cn", "mobile", "serviceArea"],
        )
        .await?
        .success()?;
    ldap.unbind().await?;

    let techs = entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Technician {
            name: e.attrs.get("cn").and_then(|v| v.first().cloned()).unwrap_or_default(),
            mobile: e.attrs.get("mobile").and_then(|v| v.first().cloned()),
            area: e.attrs.get("serviceArea").and_then(|v| v.first().cloned()),
        })
        .collect();
    Ok(Json(techs))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let dir = Directory {
        url: std::env::var("DIRECTORY_URL")?,
        bind_dn: std::env::var("DIRECTORY_BIND_DN")?,
        bind_pw: std::env::var("DIRECTORY_BIND_PW")?,
    };
    let app = Router::new().route("/dispatch/technicians", get(find_technicians)).with_state(dir);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8079").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
