// A climbing gym members program of the h63 set (cwe-090-ldap).
use std::sync::Arc;

use ldap3::{ldap_escape, LdapConnAsync, Scope, SearchEntry};
use tonic::{transport::Server, Request, Response, Status};

pub mod members {
    tonic::include_proto!("bouldering.members");
}

use members::member_directory_server::{MemberDirectory, MemberDirectoryServer};
use members::{BelayCard, LookupRequest, LookupReply};

/// Connection settings for the gym chain's directory, supplied at start-up.
#[derive(Clone)]
pub struct DirectoryConfig {
    pub url: String,
    pub bind_dn: String,
    pub bind_password: String,
    pub base_dn: String,
}

impl DirectoryConfig {
    pub fn from_env() -> Result<Self, std::env::VarError> {
        Ok(Self {
            url: std::env::var("MEMBER_LDAP_URL")?,
            bind_dn: std::env::var("MEMBER_LDAP_BIND_DN")?,
            bind_password: std::env::var("MEMBER_LDAP_BIND_PASSWORD")?,
            base_dn: std::env::var("MEMBER_LDAP_BASE_DN")?,
        })
    }
}

#[tonic::async_trait]
pub trait DirectoryGateway: Send + Sync + 'static {
    async fn belay_cards(&self, gym: &str, handle: &str) -> Result<Vec<BelayCard>, ldap3::LdapError>;
}

pub struct LdapDirectory {
    config: DirectoryConfig,
}

impl LdapDirectory {
    fn filter_for(gym: &str, handle: &str) -> String {
        format!("(&(objectClass=climber)(homeGym={})(uid={}))", ldap_escape(gym), ldap_escape(handle))
    }
}

#[tonic::async_trait]
impl DirectoryGateway for LdapDirectory {
    async fn belay_cards(&self, gym: &str, handle: &str) -> Result<Vec<BelayCard>, ldap3::LdapError> {
        let (conn, mut ldap) = LdapConnAsync::new(&self.config.url).await?;
        ldap3::drive!(conn);
        ldap.simple_bind(&self.config.bind_dn, &self.config.bind_password).await?.success()?;
        let filter = Self::filter_for(gym, handle);
        let (entries, _) = ldap
            .search(&self.config.base_dn, Scope::Subtree, &filter, vec!["uid", "cn", "belayLevel"])
            .await?
            .success()?;
        ldap.unbind().await?;
        Ok(entries
            .into_iter()
            .map(SearchEntry::construct)
            .map(|e| BelayCard {
                handle: e.attrs.get("uid").and_then(|v| v.first()).cloned().unwrap_or_default(),
                name: e.attrs.get("cn").and_then(|v| v.first()).cloned().unwrap_or_default(),
                belay_level: e.attrs.get("belayLevel").and_then(|v| v.first()).cloned().unwrap_or_default(),
            })
            .collect())
    }
}

pub struct MembershipService<G: DirectoryGateway> {
    gateway: Arc<G>,
    gyms: Vec<String>,
}

#[tonic::async_trait]
impl<G: DirectoryGateway> MemberDirectory for MembershipService<G> {
    async fn lookup(&self, request: Request<LookupRequest>) -> Result<Response<LookupReply>, Status> {
        let LookupRequest { gym, handle } = request.into_inner();
        if !self.gyms.contains(&gym) {
            return Err(Status::not_found("unknown gym"));
        }
        if handle.trim().is_empty() {
            return Err(Status::invalid_argument("handle required"));
        }
        let cards = self
            .gateway
            .belay_cards(&gym, handle.trim())
            .await
            .map_err(|_| Status::unavailable("directory unavailable"))?;
        Ok(Response::new(LookupReply { cards }))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let gateway = Arc::new(LdapDirectory { config: DirectoryConfig::from_env()? });
    let gyms = vec!["north-wall".to_string(), "quarry-hall".to_string(), "overhang-loft".to_string()];
    Server::builder()
        .add_service(MemberDirectoryServer::new(MembershipService { gateway, gyms }))
        .serve("127.0.0.1:50071".parse()?)
        .await?;
    Ok(())
}
