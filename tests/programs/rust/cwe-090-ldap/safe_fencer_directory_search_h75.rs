// A fencing school member directory search program of the h75 set (cwe-090-ldap).
use actix_web::{get, http::StatusCode, web, App, HttpResponse, HttpServer, ResponseError};
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
struct SearchQuery {
    name: String,
    weapon: Option<String>,
}

#[derive(Serialize)]
struct Fencer {
    name: String,
    mail: Option<String>,
    weapon: Option<String>,
}

struct DirectoryConfig {
    url: String,
    base_dn: String,
    bind_dn: String,
    bind_password: String,
}

#[derive(Debug, thiserror::Error)]
enum DirectoryError {
    #[error("search term must be 2-64 characters")]
    Length,
    #[error("search term contains reserved character {0:?}")]
    Reserved(char),
    #[error("directory unavailable")]
    Ldap(#[from] ldap3::LdapError),
}

impl ResponseError for DirectoryError {
    fn status_code(&self) -> StatusCode {
        match self {
            DirectoryError::Ldap(_) => StatusCode::BAD_GATEWAY,
            _ => StatusCode::BAD_REQUEST,
        }
    }
}

const WEAPONS: [&str; 3] = ["foil", "epee", "sabre"];

fn check_term(term: &str) -> Result<(), DirectoryError> {
    let len = term.chars().count();
    if !(2..=64).contains(&len) {
        return Err(DirectoryError::Length);
    }
    if let Some(c) = term.chars().find(|c| matches!(c, '*' | '(' | ')' | '\\' | '\0')) {
        return Err(DirectoryError::Reserved(c));
    }
    Ok(())
}

fn first(entry: &SearchEntry, attr: &str) -> Option<String> {
    entry.attrs.get(attr).and_then(|values| values.first()).cloned()
}

#[get("/fencers")]
async fn search_fencers(
    cfg: web::Data<DirectoryConfig>,
    q: web::Query<SearchQuery>,
) -> Result<HttpResponse, DirectoryError> {
    let term = q.name.trim();
    if let Err(err) = check_term(term) {
        log::warn!("unusual directory search term {term:?}: {err}");
        return Err(err);
    }
    let term = ldap3::ldap_escape(term);
    let weapon_clause = match q.weapon.as_deref() {
        Some(w) if WEAPONS.contains(&w) => format!("(weapon={w})"),
        Some(other) => {
            log::info!("ignoring unknown weapon filter {other:?}");
            String::new()
        }
        None => String::new(),
    };
    let filter = format!("(&(objectClass=fencer)(|(cn=*{term}*)(sn={term})){weapon_clause})");

    let (conn, mut ldap) = LdapConnAsync::new(&cfg.url).await?;
    ldap3::drive!(conn);
    let outcome = async {
        ldap.simple_bind(&cfg.bind_dn, &cfg.bind_password).await?.success()?;
        let (entries, _res) = ldap
            .search(&cfg.base_dn, Scope::Subtree, &filter, vec!["cn", "mail", "weapon"])
            .await?
            .success()?;
        Ok::<_, ldap3::LdapError>(entries)
    }
    .await;
    if let Err(err) = ldap.unbind().await {
        log::debug!("unbind failed: {err}");
    }

    let fencers: Vec<Fencer> = outcome?
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Fencer { name: first(&e, "cn").unwrap_or_default(), mail: first(&e, "mail"), weapon: first(&e, "weapon") })
        .collect();
    Ok(HttpResponse::Ok().json(fencers))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let env = |key: &str| std::env::var(key).map_err(|_| std::io::Error::new(std::io::ErrorKind::NotFound, format!("{key} not set")));
    let cfg = web::Data::new(DirectoryConfig {
        url: env("SALLE_LDAP_URL")?,
        base_dn: env("SALLE_LDAP_BASE")?,
        bind_dn: env("SALLE_LDAP_BIND_DN")?,
        bind_password: env("SALLE_LDAP_BIND_PASSWORD")?,
    });
    HttpServer::new(move || App::new().app_data(cfg.clone()).service(search_fencers))
        .bind(("0.0.0.0", 8085))?
        .run()
        .await
}
