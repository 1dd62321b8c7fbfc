// A grinder permits program of the h66 set (cwe-090-ldap).
// Barrel & Crank organ grinders' guild: street performance permit lookup.
// Town wardens type a grinder's name to see the pitches that grinder holds an
// active permit for. Permits live in the guild directory.
#[macro_use]
extern crate rouille;

use ldap3::{LdapConn, Scope, SearchEntry};
use rouille::{Request, Response};
use std::env;

const LDAP_URL: &str = "ldaps://directory.barrelcrank.org:636";
const PERMIT_BASE: &str = "ou=permits,dc=barrelcrank,dc=org";

fn first(entry: &SearchEntry, attr: &str) -> String {
    entry.attrs.get(attr).and_then(|v| v.first()).cloned().unwrap_or_default()
}

fn lookup_permits(grinder: &str) -> Result<Vec<String>, ldap3::LdapError> {
    let bind_dn = env::var("PERMIT_BIND_DN")
        .unwrap_or_else(|_| "cn=warden-app,ou=services,dc=barrelcrank,dc=org".to_string());
    let bind_pw = env::var("PERMIT_BIND_PW").unwrap_or_default();

    let mut ldap = LdapConn::new(LDAP_URL)?;
    ldap.simple_bind(&bind_dn, &bind_pw)?.success()?;

    let mut filter = String::from("(&(objectClass=streetPermit)(permitStatus=active)(grinderName=");
    filter.push_str(&ldap3::ldap_escape(grinder));
    filter.push_str("))");

    let (entries, _res) = ldap
        .search(PERMIT_BASE, Scope::Subtree, &filter, vec!["permitNumber", "pitch", "validUntil"])?
        .success()?;

    let mut out = Vec::new();
    for e in entries {
        let entry = SearchEntry::construct(e);
        out.push(format!(
            "{}  {}  valid until {}",
            first(&entry, "permitNumber"),
            first(&entry, "pitch"),
            first(&entry, "validUntil")
        ));
    }
    ldap.unbind()?;
    Ok(out)
}

fn permit_page(request: &Request) -> Response {
    let name = match request.get_param("grinder") {
        Some(n) if !n.trim().is_empty() => n.trim().to_string(),
        _ => return Response::text("grinder name is required").with_status_code(400),
    };
    match lookup_permits(&name) {
        Ok(lines) if lines.is_empty() => Response::text("no active permit for that grinder"),
        Ok(lines) => Response::text(lines.join("\n")),
        Err(e) => {
            eprintln!("directory lookup failed: {}", e);
            Response::text("directory unavailable").with_status_code(502)
        }
    }
}

fn main() {
    println!("permit lookup on 127.0.0.1:8066");
    rouille::start_server("127.0.0.1:8066", move |request| {
        router!(request,
            (GET) (/permits) => { permit_page(request) },
            _ => Response::empty_404()
        )
    });
}
