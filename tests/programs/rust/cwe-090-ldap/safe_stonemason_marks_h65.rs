// A stonemason marks program of the h65 set (cwe-090-ldap).
// Guild directory service: given a banker mark found on a cut stone, return
// the listed masons who registered that mark with the lodge.
use ldap3::{ldap_escape, LdapConnAsync, LdapError, Scope, SearchEntry};
use tonic::{transport::Server, Request, Response, Status};

pub mod guild {
    tonic::include_proto!("guild.directory.v1");
}

use guild::mason_directory_server::{MasonDirectory, MasonDirectoryServer};
use guild::{FindByMarkRequest, Mason, MasonList};

struct GuildDirectory {
    url: String,
    base_dn: String,
    bind_dn: String,
    bind_password: String,
}

fn first_attr(entry: &SearchEntry, name: &str) -> String {
    entry.attrs.get(name).and_then(|v| v.first()).cloned().unwrap_or_default()
}

impl GuildDirectory {
    fn from_env() -> Result<Self, std::env::VarError> {
        Ok(Self {
            url: std::env::var("GUILD_LDAP_URL")?,
            base_dn: std::env::var("GUILD_BASE_DN")?,
            bind_dn: std::env::var("GUILD_BIND_DN")?,
            bind_password: std::env::var("GUILD_BIND_PASSWORD")?,
        })
    }

    async fn masons_with_mark(&self, mark: &str) -> Result<Vec<Mason>, LdapError> {
        let (conn, mut ldap) = LdapConnAsync::new(&self.url).await?;
        ldap3::drive!(conn);
        ldap.simple_bind(&self.bind_dn, &self.bind_password).await?.success()?;

        let filter = format!("(&(objectClass=guildMason)(directoryListed=TRUE)(bankerMark={}))", ldap_escape(mark));
        let (entries, _) = ldap
            .search(&self.base_dn, Scope::Subtree, &filter, vec!["cn", "bankerMark", "lodgeName"])
            .await?
            .success()?;
        ldap.unbind().await?;

        Ok(entries
            .into_iter()
            .map(SearchEntry::construct)
            .map(|e| Mason {
                name: first_attr(&e, "cn"),
                mark: first_attr(&e, "bankerMark"),
                lodge: first_attr(&e, "lodgeName"),
            })
            .collect())
    }
}

#[tonic::async_trait]
impl MasonDirectory for GuildDirectory {
    async fn find_by_mark(&self, request: Request<FindByMarkRequest>) -> Result<Response<MasonList>, Status> {
        let mark = request.into_inner().mark;
        if mark.is_empty() || mark.len() > 48 {
            return Err(Status::invalid_argument("mark must be 1-48 characters"));
        }
        let masons = self
            .masons_with_mark(&mark)
            .await
            .map_err(|_| Status::unavailable("guild directory unavailable"))?;
        Ok(Response::new(MasonList { masons }))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let directory = GuildDirectory::from_env()?;
    Server::builder()
        .add_service(MasonDirectoryServer::new(directory))
        .serve("0.0.0.0:50053".parse()?)
        .await?;
    Ok(())
}
