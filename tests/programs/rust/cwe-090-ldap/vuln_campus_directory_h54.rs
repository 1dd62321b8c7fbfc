// Campus staff directory lookup over LDAP, exposed as a small warp service for the intranet.
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};
use warp::{reject, Filter, Rejection, Reply};

const LDAP_URL: &str = "ldaps://ldap.campus.example.edu:636";
const PEOPLE_BASE: &str = "ou=people,dc=campus,dc=example,dc=edu";
const DEPARTMENTS: &[&str] = &["physics", "history", "engineering", "library", "registry"];

#[derive(Deserialize)]
struct Lookup {
    dept: String,
    name: Option<String>,
}

#[derive(Serialize)]
struct Person {
    cn: String,
    mail: Option<String>,
}

fn first_attr(entry: &SearchEntry, key: &str) -> Option<String> {
    entry.attrs.get(key).and_then(|vals| vals.first()).cloned()
}

fn directory_filter(dept: &str, name: Option<&str>) -> String {
    let name_part = name
        .map(|n| format!("(cn=*{}*)", n))
        .unwrap_or_default();
    format!("(&(objectClass=eduPerson)(ou={}){})", dept, name_part)
}

async fn search(lookup: Lookup) -> Result<impl Reply, Rejection> {
    let dept = DEPARTMENTS
        .iter()
        .copied()
        .find(|d| *d == lookup.dept)
        .ok_or_else(reject::not_found)?;
    let filter = directory_filter(dept, lookup.name.as_deref());
    let (conn, mut ldap) = LdapConnAsync::new(LDAP_URL).await.map_err(|_| reject::reject())?;
    ldap3::drive!(conn);
    let (entries, _res) = ldap
        .search(PEOPLE_BASE, Scope::Subtree, &filter, vec!["cn", "mail"])
        .await
        .and_then(|r| r.success())
        .map_err(|_| reject::reject())?;
    let people: Vec<Person> = entries
        .into_iter()
        .map(SearchEntry::construct)
        .map(|e| Person { cn: first_attr(&e, "cn").unwrap_or_default(), mail: first_attr(&e, "mail") })
        .collect();
    let _ = ldap.unbind().await;
    Ok(warp::reply::json(&people))
}

pub fn routes() -> impl Filter<Extract = (impl Reply,), Error = Rejection> + Clone {
    warp::path!("directory" / "search")
        .and(warp::get())
        .and(warp::query::<Lookup>())
        .and_then(search)
}
