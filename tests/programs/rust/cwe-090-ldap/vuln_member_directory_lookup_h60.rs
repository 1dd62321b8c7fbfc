// Coworking space front desk: look up a member by name or e-mail to hand out
// guest passes and parcels.
use ldap3::{LdapConnAsync, LdapError, Scope, SearchEntry};
use poem::{
    get, handler,
    http::StatusCode,
    listener::TcpListener,
    web::{Json, Query},
    Error, Result, Route, Server,
};
use serde::{Deserialize, Serialize};

const MEMBER_BASE: &str = "ou=members,dc=harbourdesk,dc=coop";

#[derive(Deserialize)]
struct LookupQuery {
    q: String,
}

#[derive(Serialize)]
struct MemberCard {
    name: String,
    email: String,
    desk: Option<String>,
    plan: Option<String>,
}

struct DirectoryConfig {
    url: String,
    bind_dn: String,
    bind_password: String,
}

impl DirectoryConfig {
    fn from_env() -> Option<Self> {
        Some(Self {
            url: std::env::var("DIRECTORY_URL")
                .unwrap_or_else(|_| "ldaps://directory.harbourdesk.coop:636".into()),
            bind_dn: std::env::var("DIRECTORY_BIND_DN").ok()?,
            bind_password: std::env::var("DIRECTORY_BIND_PASSWORD").ok()?,
        })
    }
}

fn first_value(entry: &SearchEntry, attr: &str) -> Option<String> {
    entry.attrs.get(attr).and_then(|values| values.first()).cloned()
}

async fn search_members(cfg: &DirectoryConfig, term: &str) -> Result<Vec<MemberCard>, LdapError> {
    let (conn, mut ldap) = LdapConnAsync::new(&cfg.url).await?;
    ldap3::drive!(conn);
    ldap.simple_bind(&cfg.bind_dn, &cfg.bind_password).await?.success()?;

    let filter = format!(
        "(&(objectClass=inetOrgPerson)(memberStatus=active)(|(cn=*{0}*)(mail={0}*)))",
        term
    );
    let (entries, _) = ldap
        .search(MEMBER_BASE, Scope::Subtree, &filter, vec!["cn", "mail", "roomNumber", "memberPlan"])
        .await?
        .success()?;
    ldap.unbind().await?;

    Ok(entries
        .into_iter()
        .map(SearchEntry::construct)
        .filter_map(|entry| {
            Some(MemberCard {
                name: first_value(&entry, "cn")?,
                email: first_value(&entry, "mail")?,
                desk: first_value(&entry, "roomNumber"),
                plan: first_value(&entry, "memberPlan"),
            })
        })
        .collect())
}

#[handler]
async fn lookup(Query(query): Query<LookupQuery>) -> Result<Json<Vec<MemberCard>>> {
    let term = query.q.trim();
    if term.chars().count() < 2 {
        return Err(Error::from_string("type at least two characters", StatusCode::BAD_REQUEST));
    }
    let cfg = DirectoryConfig::from_env()
        .ok_or_else(|| Error::from_status(StatusCode::SERVICE_UNAVAILABLE))?;
    search_members(&cfg, term)
        .await
        .map(Json)
        .map_err(|_| Error::from_status(StatusCode::BAD_GATEWAY))
}

#[tokio::main]
async fn main() -> Result<(), std::io::Error> {
    let app = Route::new().at("/front-desk/members", get(lookup));
    Server::new(TcpListener::bind("0.0.0.0:3040")).run(app).await
}
