// A member directory program of the h68 set (cwe-090-ldap).
// fencing clubs: members look each other up in the club directory to arrange practice bouts
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

struct Directory {
    url: String,
    bind_dn: String,
    bind_pw: String,
    base_dn: String,
}

#[derive(Deserialize)]
struct Lookup {
    q: String,
    weapon: Option<String>,
}

#[derive(Serialize)]
struct Fencer {
    name: String,
    mail: Option<String>,
    weapon: Option<String>,
}

impl From<SearchEntry> for Fencer {
    fn from(SearchEntry { mut attrs, .. }: SearchEntry) -> Self {
        let mut first = |key: &str| attrs.remove(key).and_then(|v| v.into_iter().next());
        Self {
            name: first("cn").unwrap_or_default(),
            mail: first("mail"),
            weapon: first("fencingWeapon"),
        }
    }
}

fn weapon_clause(weapon: Option<&str>) -> &'static str {
    match weapon {
        Some("foil") => "(fencingWeapon=foil)",
        Some("epee") => "(fencingWeapon=epee)",
        Some("sabre") => "(fencingWeapon=sabre)",
        _ => "",
    }
}

async fn search(
    State(dir): State<Arc<Directory>>,
    Query(Lookup { q, weapon }): Query<Lookup>,
) -> Result<Json<Vec<Fencer>>, StatusCode> {
    let q = q.trim();
    let Some(term) = (q.chars().count() >= 2).then_some(q) else {
        return Err(StatusCode::BAD_REQUEST);
    };

    let filter = format!(
        "(&(objectClass=clubMember){}(|(cn=*{term}*)(mail={term}*)))",
        weapon_clause(weapon.as_deref())
    );

    let (conn, mut ldap) = LdapConnAsync::new(&dir.url)
        .await
        .map_err(|_| StatusCode::BAD_GATEWAY)?;
    ldap3::drive!(conn);

    ldap.simple_bind(&dir.bind_dn, &dir.bind_pw)
        .await
        .and_then(|r| r.success())
        .map_err(|_| StatusCode::BAD_GATEWAY)?;

    let (entries, _) = ldap
        .search(&dir.base_dn, Scope::Subtree, &filter, vec!["cn", "mail", "fencingWeapon"])
        .await
        .and_then(|r| r.success())
        .map_err(|_| StatusCode::BAD_GATEWAY)?;
    let _ = ldap.unbind().await;

    Ok(Json(
        entries
            .into_iter()
            .map(|e| Fencer::from(SearchEntry::construct(e)))
            .collect(),
    ))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let env = |k: &str| std::env::var(k);
    let dir = Arc::new(Directory {
        url: env("LDAP_URL").unwrap_or_else(|_| "ldaps://ldap.fechtclub-rapier.de".into()),
        bind_dn: env("LDAP_BIND_DN")?,
        bind_pw: env("LDAP_BIND_PW")?,
        base_dn: "ou=members,dc=fechtclub-rapier,dc=de".into(),
    });

    let app = Router::new().route("/directory", get(search)).with_state(dir);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8070").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
