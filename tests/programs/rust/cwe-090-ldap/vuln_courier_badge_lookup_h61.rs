// A courier badge lookup program of the h61 set (cwe-090-ldap).
// Courier service: depot gate scanners call this gRPC service to look up the
// courier behind a scanned badge in the company directory.
use ldap3::{LdapConnAsync, Scope, SearchEntry};
use tonic::{transport::Server, Request, Response, Status};

pub mod gate {
    tonic::include_proto!("depot.gate.v1");
}

use gate::badge_directory_server::{BadgeDirectory, BadgeDirectoryServer};
use gate::{BadgeQuery, CourierCard};

struct DirectorySettings {
    url: String,
    bind_dn: String,
    bind_password: String,
    base_dn: String,
}

#[tonic::async_trait]
trait CourierLookup: Send + Sync + 'static {
    async fn by_badge(&self, badge: &str) -> Result<Option<CourierCard>, Status>;
}

struct LdapCourierLookup {
    settings: DirectorySettings,
}

impl LdapCourierLookup {
    fn badge_filter(badge: &str) -> String {
        format!("(&(objectClass=courierPerson)(employeeNumber={badge})(!(accountLocked=TRUE)))")
    }
}

#[tonic::async_trait]
impl CourierLookup for LdapCourierLookup {
    async fn by_badge(&self, badge: &str) -> Result<Option<CourierCard>, Status> {
        let internal = |e: ldap3::LdapError| Status::unavailable(e.to_string());
        let (conn, mut ldap) = LdapConnAsync::new(&self.settings.url).await.map_err(internal)?;
        ldap3::drive!(conn);
        ldap.simple_bind(&self.settings.bind_dn, &self.settings.bind_password)
            .await.map_err(internal)?.success().map_err(internal)?;
        let filter = Self::badge_filter(badge);
        let (entries, _) = ldap
            .search(&self.settings.base_dn, Scope::Subtree, &filter, vec!["cn", "depotCode", "vehicleClass"])
            .await.map_err(internal)?.success().map_err(internal)?;
        let _ = ldap.unbind().await;
        Ok(entries.into_iter().next().map(|raw| {
            let entry = SearchEntry::construct(raw);
            let first = |attr: &str| entry.attrs.get(attr).and_then(|v| v.first()).cloned().unwrap_or_default();
            CourierCard { name: first("cn"), depot: first("depotCode"), vehicle_class: first("vehicleClass") }
        }))
    }
}

struct GateService<L: CourierLookup> {
    lookup: L,
}

#[tonic::async_trait]
impl<L: CourierLookup> BadgeDirectory for GateService<L> {
    async fn lookup(&self, request: Request<BadgeQuery>) -> Result<Response<CourierCard>, Status> {
        let badge = request.into_inner().badge_number;
        if badge.is_empty() || badge.len() > 24 {
            return Err(Status::invalid_argument("badge number length"));
        }
        match self.lookup.by_badge(&badge).await? {
            Some(card) => Ok(Response::new(card)),
            None => Err(Status::permission_denied("badge not recognised")),
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let settings = DirectorySettings {
        url: std::env::var("DIRECTORY_URL").unwrap_or_else(|_| "ldaps://directory.internal:636".into()),
        bind_dn: std::env::var("DIRECTORY_BIND_DN")?,
        bind_password: std::env::var("DIRECTORY_BIND_PASSWORD")?,
        base_dn: "ou=couriers,dc=parcelrun,dc=net".into(),
    };
    let service = GateService { lookup: LdapCourierLookup { settings } };
    Server::builder()
        .add_service(BadgeDirectoryServer::new(service))
        .serve("0.0.0.0:50061".parse()?)
        .await?;
    Ok(())
}
