// A staff directory program of the h70 set (cwe-090-ldap).
use actix_web::{get, web, App, HttpResponse, HttpServer, Responder};
use ldap3::{ldap_escape, LdapConnAsync, LdapError, Scope, SearchEntry};
use serde::{Deserialize, Serialize};

struct DirectoryConfig {
    url: String,
    base: String,
    bind_dn: String,
    bind_pw: String,
}

#[derive(Deserialize)]
struct LookupQuery {
    craft: Option<String>,
    surname: Option<String>,
}

#[derive(Serialize)]
struct Person {
    name: String,
    mail: Option<String>,
    phone: Option<String>,
    title: Option<String>,
}

struct FilterBuilder {
    parts: Vec<String>,
}

impl FilterBuilder {
    fn new() -> Self {
        Self {
            parts: vec!["(objectClass=person)".into(), "(ou=workshop)".into()],
        }
    }
    fn attr(mut self, name: &str, value: Option<&str>, render: impl Fn(&str) -> String) -> Self {
        if let Some(v) = value.map(str::trim).filter(|v| !v.is_empty()) {
            self.parts.push(format!("({name}={})", render(v)));
        }
        self
    }
    fn build(self) -> String {
        format!("(&{})", self.parts.concat())
    }
}

fn first(entry: &SearchEntry, attr: &str) -> Option<String> {
    entry.attrs.get(attr).and_then(|v| v.first().cloned())
}

async fn lookup(cfg: &DirectoryConfig, filter: &str) -> Result<Vec<Person>, LdapError> {
    let (conn, mut ldap) = LdapConnAsync::new(&cfg.url).await?;
    ldap3::drive!(conn);
    ldap.simple_bind(&cfg.bind_dn, &cfg.bind_pw).await?.success()?;
    let (entries, _) = ldap
        .search(&cfg.base, Scope::Subtree, filter, vec!["cn", "mail", "telephoneNumber", "title"])
        .await?
        .success()?;
    ldap.unbind().await?;

    Ok(entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Person {
            name: first(&e, "cn").unwrap_or_default(),
            mail: first(&e, "mail"),
            phone: first(&e, "telephoneNumber"),
            title: first(&e, "title"),
        })
        .collect())
}

#[get("/staff")]
async fn staff(cfg: web::Data<DirectoryConfig>, q: web::Query<LookupQuery>) -> impl Responder {
    let filter = FilterBuilder::new()
        .attr("departmentNumber", q.craft.as_deref(), |v| ldap_escape(v).into_owned())
        .attr("sn", q.surname.as_deref(), |v| format!("{}*", ldap_escape(v)))
        .build();

    match lookup(&cfg, &filter).await {
        Ok(people) => HttpResponse::Ok().json(people),
        Err(e) => HttpResponse::BadGateway().body(format!("directory unavailable: {e}")),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let cfg = web::Data::new(DirectoryConfig {
        url: "ldaps://dir.glenmorven-pipes.co.uk:636".into(),
        base: "dc=glenmorven-pipes,dc=co,dc=uk".into(),
        bind_dn: "cn=orderdesk,ou=services,dc=glenmorven-pipes,dc=co,dc=uk".into(),
        bind_pw: std::env::var("DIRECTORY_BIND_PASSWORD").unwrap_or_default(),
    });
    HttpServer::new(move || App::new().app_data(cfg.clone()).service(staff))
        .bind(("0.0.0.0", 8095))?
        .run()
        .await
}
