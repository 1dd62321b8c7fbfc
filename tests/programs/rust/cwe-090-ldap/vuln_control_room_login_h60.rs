// Water utility control room: operators sign in to the pumping-station console
// with their badge number; only members of the site's operators group may enter.
use ldap3::{ldap_escape, LdapConnAsync, LdapError, Scope, SearchEntry};
use serde::{Deserialize, Serialize};
use warp::http::StatusCode;
use warp::Filter;

const STAFF_BASE: &str = "ou=staff,dc=valleywater,dc=gov";

#[derive(Deserialize)]
struct LoginForm {
    badge: String,
    site: String,
    password: String,
}

#[derive(Serialize)]
struct Operator {
    dn: String,
    name: String,
    site: String,
}

async fn authenticate(form: &LoginForm) -> Result<Option<Operator>, LdapError> {
    if form.password.is_empty() {
        return Ok(None);
    }
    let url = std::env::var("DIRECTORY_URL")
        .unwrap_or_else(|_| "ldaps://dir.valleywater.gov:636".to_string());
    let (conn, mut ldap) = LdapConnAsync::new(&url).await?;
    ldap3::drive!(conn);

    let service_dn = std::env::var("DIRECTORY_BIND_DN").unwrap_or_default();
    let service_password = std::env::var("DIRECTORY_BIND_PASSWORD").unwrap_or_default();
    ldap.simple_bind(&service_dn, &service_password).await?.success()?;

    let badge = form.badge.trim();
    let site = ldap_escape(form.site.trim());
    let filter = format!(
        "(&(objectClass=posixAccount)(employeeNumber={})\
         (memberOf=cn={}-operators,ou=groups,dc=valleywater,dc=gov))",
        badge, site
    );
    let (entries, _) = ldap
        .search(STAFF_BASE, Scope::Subtree, &filter, vec!["cn"])
        .await?
        .success()?;

    let mut found = entries.into_iter().map(SearchEntry::construct);
    let (Some(entry), None) = (found.next(), found.next()) else {
        ldap.unbind().await?;
        return Ok(None);
    };

    let verified = ldap
        .simple_bind(&entry.dn, &form.password)
        .await?
        .success()
        .is_ok();
    ldap.unbind().await?;

    Ok(verified.then(|| Operator {
        name: entry.attrs.get("cn").and_then(|v| v.first()).cloned().unwrap_or_default(),
        dn: entry.dn,
        site: form.site.trim().to_string(),
    }))
}

async fn login(form: LoginForm) -> Result<impl warp::Reply, warp::Rejection> {
    let (body, status) = match authenticate(&form).await {
        Ok(Some(operator)) => (warp::reply::json(&operator), StatusCode::OK),
        Ok(None) => (
            warp::reply::json(&"badge or password not accepted"),
            StatusCode::UNAUTHORIZED,
        ),
        Err(_) => (
            warp::reply::json(&"directory unavailable"),
            StatusCode::SERVICE_UNAVAILABLE,
        ),
    };
    Ok(warp::reply::with_status(body, status))
}

#[tokio::main]
async fn main() {
    let route = warp::post()
        .and(warp::path!("control-room" / "login"))
        .and(warp::body::content_length_limit(2048))
        .and(warp::body::form())
        .and_then(login);
    warp::serve(route).run(([0, 0, 0, 0], 9443)).await;
}
