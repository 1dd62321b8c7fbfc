// Library consortium intranet: Lambda that looks up branch staff in the shared directory.
use aws_lambda_events::apigw::{ApiGatewayProxyRequest, ApiGatewayProxyResponse};
use aws_lambda_events::encodings::Body;
use lambda_runtime::{run, service_fn, Error, LambdaEvent};
use ldap3::{LdapConn, LdapConnSettings, Scope, SearchEntry};
use serde::Serialize;
use std::time::Duration;

#[derive(Debug, Serialize)]
struct StaffCard {
    name: String,
    role: String,
    phone: String,
}

struct StaffQuery {
    branch: String,
    name: String,
}

struct DirectoryClient {
    url: String,
    base_dn: String,
}

impl DirectoryClient {
    fn search(&self, q: &StaffQuery) -> ldap3::result::Result<Vec<StaffCard>> {
        let settings = LdapConnSettings::new().set_conn_timeout(Duration::from_secs(3));
        let mut ldap = LdapConn::with_settings(settings, &self.url)?;
        let filter = format!(
            "(&(objectClass=libraryStaff)(branchCode={})(cn=*{}*))",
            ldap3::ldap_escape(&q.branch),
            ldap3::ldap_escape(&q.name)
        );
        let (entries, _) = ldap
            .search(&self.base_dn, Scope::Subtree, &filter, vec!["cn", "title", "telephoneNumber"])?
            .success()?;
        let _ = ldap.unbind();
        let first = |e: &SearchEntry, k: &str| e.attrs.get(k).and_then(|v| v.first()).cloned().unwrap_or_default();
        Ok(entries
            .into_iter()
            .map(SearchEntry::construct)
            .map(|e| StaffCard { name: first(&e, "cn"), role: first(&e, "title"), phone: first(&e, "telephoneNumber") })
            .collect())
    }
}

struct StaffService {
    directory: DirectoryClient,
}

impl StaffService {
    async fn find(self, q: StaffQuery) -> Result<Vec<StaffCard>, Error> {
        let cards = tokio::task::spawn_blocking(move || self.directory.search(&q)).await??;
        Ok(cards)
    }
}

fn json(status: i64, body: String) -> ApiGatewayProxyResponse {
    ApiGatewayProxyResponse { status_code: status, body: Some(Body::Text(body)), ..Default::default() }
}

async fn handler(event: LambdaEvent<ApiGatewayProxyRequest>) -> Result<ApiGatewayProxyResponse, Error> {
    let req = event.payload;
    let branch = req.path_parameters.get("branch").cloned().unwrap_or_default();
    let name = req.query_string_parameters.first("name").unwrap_or("").to_string();
    if branch.is_empty() || name.len() < 2 {
        return Ok(json(400, r#"{"error":"branch and at least two letters of a name are required"}"#.into()));
    }
    let service = StaffService {
        directory: DirectoryClient {
            url: std::env::var("STAFF_DIRECTORY_URL")?,
            base_dn: "ou=staff,dc=northshire-libraries,dc=org".into(),
        },
    };
    let cards = service.find(StaffQuery { branch, name }).await?;
    Ok(json(200, serde_json::to_string(&cards)?))
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    run(service_fn(handler)).await
}
