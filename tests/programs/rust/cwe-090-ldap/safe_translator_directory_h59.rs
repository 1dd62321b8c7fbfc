// Translation agency: gRPC directory service that finds in-house translators for a language pair.
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use tonic::{transport::Server, Request, Response, Status};

pub mod pb {
    tonic::include_proto!("agency.directory.v1");
}

use pb::translator_directory_server::{TranslatorDirectory, TranslatorDirectoryServer};
use pb::{FindTranslatorsRequest, FindTranslatorsResponse, Translator};

struct LdapDirectoryGateway {
    url: String,
    bind_dn: String,
    bind_password: String,
    base_dn: String,
}

impl LdapDirectoryGateway {
    async fn translators_for(&self, source: &str, target: &str) -> ldap3::result::Result<Vec<Translator>> {
        let (conn, mut ldap) = LdapConnAsync::new(&self.url).await?;
        ldap3::drive!(conn);
        ldap.simple_bind(&self.bind_dn, &self.bind_password).await?.success()?;
        let filter = format!(
            "(&(objectClass=agencyTranslator)(sourceLanguage={})(targetLanguage={})(accountStatus=active))",
            ldap3::ldap_escape(source),
            ldap3::ldap_escape(target)
        );
        let (entries, _res) = ldap
            .search(&self.base_dn, Scope::Subtree, &filter, vec!["cn", "mail", "specialism"])
            .await?
            .success()?;
        ldap.unbind().await?;
        Ok(entries
            .into_iter()
            .map(SearchEntry::construct)
            .map(|e| Translator {
                name: e.attrs.get("cn").and_then(|v| v.first()).cloned().unwrap_or_default(),
                email: e.attrs.get("mail").and_then(|v| v.first()).cloned().unwrap_or_default(),
                specialisms: e.attrs.get("specialism").cloned().unwrap_or_default(),
            })
            .collect())
    }
}

struct DirectoryService {
    gateway: LdapDirectoryGateway,
}

#[tonic::async_trait]
impl TranslatorDirectory for DirectoryService {
    async fn find_translators(
        &self,
        request: Request<FindTranslatorsRequest>,
    ) -> Result<Response<FindTranslatorsResponse>, Status> {
        let req = request.into_inner();
        if req.source_language.is_empty() || req.target_language.is_empty() {
            return Err(Status::invalid_argument("both languages are required"));
        }
        let translators = self
            .gateway
            .translators_for(&req.source_language, &req.target_language)
            .await
            .map_err(|e| Status::unavailable(format!("directory lookup failed: {}", e)))?;
        Ok(Response::new(FindTranslatorsResponse { translators }))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let gateway = LdapDirectoryGateway {
        url: std::env::var("DIRECTORY_LDAP_URL")?,
        bind_dn: std::env::var("DIRECTORY_BIND_DN")?,
        bind_password: std::env::var("DIRECTORY_BIND_PASSWORD")?,
        base_dn: "ou=translators,dc=lingua-partners,dc=com".to_string(),
    };
    Server::builder()
        .add_service(TranslatorDirectoryServer::new(DirectoryService { gateway }))
        .serve("0.0.0.0:50051".parse()?)
        .await?;
    Ok(())
}
