// An arborist crew directory program of the h62 set (cwe-090-ldap).
// Tree surgery company: dispatchers look up climbers by skill and region in
// the staff directory before assigning an emergency call-out.
use actix_web::{get, web, App, HttpResponse, HttpServer, Responder};
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

struct Directory {
    url: String,
    base: String,
    bind_dn: String,
    bind_pw: String,
}

#[derive(Deserialize)]
struct CrewQuery {
    skill: Option<String>,
    region: Option<String>,
}

#[derive(Serialize)]
struct Climber {
    name: String,
    mobile: Option<String>,
}

fn crew_filter(q: &CrewQuery) -> String {
    let clauses: String = [("treeSkill", q.skill.as_deref()), ("l", q.region.as_deref())]
        .into_iter()
        .filter_map(|(attr, value)| value.map(|v| format!("({}={})", attr, v.trim())))
        .collect();
    format!("(&(objectClass=inetOrgPerson)(employeeType=climber){})", clauses)
}

fn first(entry: &SearchEntry, attr: &str) -> Option<String> {
    entry.attrs.get(attr).and_then(|v| v.first()).cloned()
}

async fn search_crew(dir: &Directory, filter: String) -> ldap3::result::Result<Vec<Climber>> {
    let (conn, mut ldap) = LdapConnAsync::new(&dir.url).await?;
    ldap3::drive!(conn);
    ldap.simple_bind(&dir.bind_dn, &dir.bind_pw).await?.success()?;
    let (entries, _) = ldap
        .search(&dir.base, Scope::Subtree, &filter, vec!["cn", "mobile"])
        .await?
        .success()?;
    ldap.unbind().await?;
    Ok(entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Climber {
            name: first(&e, "cn").unwrap_or_default(),
            mobile: first(&e, "mobile"),
        })
        .collect())
}

#[get("/crew")]
async fn crew(dir: web::Data<Directory>, q: web::Query<CrewQuery>) -> impl Responder {
    match search_crew(&dir, crew_filter(&q)).await {
        Ok(list) => HttpResponse::Ok().json(list),
        Err(_) => HttpResponse::BadGateway().body("directory unavailable"),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let env = |k: &str| std::env::var(k).unwrap_or_default();
    let dir = web::Data::new(Directory {
        url: env("CREW_LDAP_URL"),
        base: env("CREW_LDAP_BASE"),
        bind_dn: env("CREW_LDAP_BIND_DN"),
        bind_pw: env("CREW_LDAP_BIND_PW"),
    });
    HttpServer::new(move || App::new().app_data(dir.clone()).service(crew))
        .bind(("0.0.0.0", 8084))?
        .run()
        .await
}
