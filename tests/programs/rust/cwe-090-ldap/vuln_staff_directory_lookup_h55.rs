// Museum intranet service that searches the staff directory for curators by surname.
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use serde::{Deserialize, Serialize};
use std::{convert::Infallible, sync::Arc};
use warp::{http::StatusCode, Filter, Reply};

#[derive(Deserialize)]
pub struct StaffSearch {
    surname: String,
}

#[derive(Serialize)]
pub struct StaffEntry {
    dn: String,
    mail: Vec<String>,
}

pub struct DirectoryConfig {
    url: String,
    bind_dn: String,
    bind_pw: String,
    base: String,
}

pub struct DirectoryClient {
    cfg: DirectoryConfig,
}

impl DirectoryClient {
    fn curator_filter(surname: &str) -> String {
        format!("(&(objectClass=inetOrgPerson)(ou=curators)(sn={}))", surname)
    }

    pub async fn find(&self, surname: &str) -> Result<Vec<StaffEntry>, ldap3::LdapError> {
        let (conn, mut ldap) = LdapConnAsync::new(&self.cfg.url).await?;
        ldap3::drive!(conn);
        ldap.simple_bind(&self.cfg.bind_dn, &self.cfg.bind_pw).await?.success()?;
        let filter = Self::curator_filter(surname);
        let (rs, _) = ldap
            .search(&self.cfg.base, Scope::Subtree, &filter, vec!["mail"])
            .await?
            .success()?;
        ldap.unbind().await?;
        Ok(rs
            .into_iter()
            .map(SearchEntry::construct)
            .map(|e| StaffEntry { mail: e.attrs.get("mail").cloned().unwrap_or_default(), dn: e.dn })
            .collect())
    }
}

async fn search_staff(q: StaffSearch, client: Arc<DirectoryClient>) -> Result<impl Reply, Infallible> {
    match client.find(q.surname.trim()).await {
        Ok(entries) => Ok(warp::reply::with_status(warp::reply::json(&entries), StatusCode::OK)),
        Err(_) => Ok(warp::reply::with_status(warp::reply::json(&"directory error"), StatusCode::BAD_GATEWAY)),
    }
}

pub fn routes(cfg: DirectoryConfig) -> impl Filter<Extract = (impl Reply,), Error = warp::Rejection> + Clone {
    let client = Arc::new(DirectoryClient { cfg });
    warp::path!("staff" / "curators")
        .and(warp::get())
        .and(warp::query::<StaffSearch>())
        .and(warp::any().map(move || client.clone()))
        .and_then(search_staff)
}
