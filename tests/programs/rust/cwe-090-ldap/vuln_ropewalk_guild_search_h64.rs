// A ropewalk guild search program of the h64 set (cwe-090-ldap).
use actix_web::{error, post, web, App, HttpServer, Responder};
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

// Guild directory of the ropewalk: find journeymen by workshop, trade or name.
// POST /guild/search {"filters":[{"field":"trade","value":"splicer"}, ...], "limit": 25}
#[derive(Deserialize)]
struct SearchRequest {
    filters: Vec<Filter>,
    #[serde(default = "default_limit")]
    limit: usize,
}

#[derive(Deserialize)]
struct Filter {
    field: String,
    value: String,
}

#[derive(Serialize)]
struct Member {
    dn: String,
    name: Option<String>,
    trade: Option<String>,
    workshop: Option<String>,
}

fn default_limit() -> usize {
    25
}

struct Directory {
    url: String,
    bind_dn: String,
    bind_pw: String,
    base: String,
}

fn ldap_attr(field: &str) -> Option<&'static str> {
    match field {
        "name" => Some("cn"),
        "trade" => Some("title"),
        "workshop" => Some("ou"),
        "apprentice_of" => Some("manager"),
        _ => None,
    }
}

fn build_filter(filters: &[Filter]) -> Result<String, String> {
    let mut parts = vec!["(objectClass=guildMember)".to_string()];
    for f in filters {
        let attr = ldap_attr(&f.field).ok_or_else(|| format!("unknown field {}", f.field))?;
        parts.push(format!("({}={})", attr, f.value.trim()));
    }
    Ok(format!("(&{})", parts.concat()))
}

#[post("/guild/search")]
async fn search(dir: web::Data<Directory>, req: web::Json<SearchRequest>) -> actix_web::Result<impl Responder> {
    let filter = build_filter(&req.filters).map_err(error::ErrorBadRequest)?;

    let (conn, mut ldap) = LdapConnAsync::new(&dir.url).await.map_err(error::ErrorBadGateway)?;
    ldap3::drive!(conn);
    ldap.simple_bind(&dir.bind_dn, &dir.bind_pw)
        .await
        .and_then(|r| r.success())
        .map_err(error::ErrorBadGateway)?;

    let (entries, _res) = ldap
        .search(&dir.base, Scope::Subtree, &filter, vec!["cn", "title", "ou"])
        .await
        .and_then(|r| r.success())
        .map_err(error::ErrorInternalServerError)?;
    let _ = ldap.unbind().await;

    let members: Vec<Member> = entries
        .into_iter()
        .take(req.limit.min(100))
        .map(SearchEntry::construct)
        .map(|e| Member {
            name: e.attrs.get("cn").and_then(|v| v.first().cloned()),
            trade: e.attrs.get("title").and_then(|v| v.first().cloned()),
            workshop: e.attrs.get("ou").and_then(|v| v.first().cloned()),
            dn: e.dn,
        })
        .collect();
    Ok(web::Json(members))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let env = |k: &str| std::env::var(k).unwrap_or_else(|_| panic!("{} must be set", k));
    let dir = web::Data::new(Directory {
        url: env("GUILD_LDAP_URL"),
        bind_dn: env("GUILD_LDAP_BIND_DN"),
        bind_pw: env("GUILD_LDAP_BIND_PASSWORD"),
        base: env("GUILD_LDAP_BASE"),
    });
    HttpServer::new(move || App::new().app_data(dir.clone()).service(search))
        .bind(("127.0.0.1", 8082))?
        .run()
        .await
}
