// A tri volunteer directory program of the h74 set (cwe-090-ldap).
use ldap3::{ldap_escape, LdapConnAsync, Scope, SearchEntry};
use poem::{
    get, handler,
    http::StatusCode,
    listener::TcpListener,
    web::{Data, Json, Query},
    EndpointExt, Error, Result, Route, Server,
};
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, oneshot};

const DIRECTORY_URL: &str = "ldaps://directory.ironlakes-tri.org:636";
const VOLUNTEER_BASE: &str = "ou=volunteers,dc=ironlakes-tri,dc=org";

#[derive(Deserialize)]
struct LookupParams {
    name: String,
    station: Option<String>,
}

#[derive(Serialize)]
struct Volunteer {
    name: String,
    phone: Option<String>,
    station: Option<String>,
}

struct DirQuery {
    filter: String,
    reply: oneshot::Sender<Result<Vec<Volunteer>, String>>,
}

fn first(entry: &SearchEntry, attr: &str) -> Option<String> {
    entry.attrs.get(attr).and_then(|v| v.first().cloned())
}

async fn directory_worker(mut rx: mpsc::Receiver<DirQuery>) -> ldap3::result::Result<()> {
    let (conn, mut ldap) = LdapConnAsync::new(DIRECTORY_URL).await?;
    ldap3::drive!(conn);
    let bind_pw = std::env::var("TRI_DIRECTORY_PASSWORD").unwrap_or_default();
    ldap.simple_bind("cn=marshal-app,dc=ironlakes-tri,dc=org", &bind_pw).await?.success()?;

    while let Some(q) = rx.recv().await {
        let found = async {
            let (entries, _) = ldap
                .search(VOLUNTEER_BASE, Scope::Subtree, &q.filter, vec!["cn", "telephoneNumber", "departmentNumber"])
                .await?
                .success()?;
            Ok::<_, ldap3::LdapError>(
                entries
                    .into_iter()
                    .map(SearchEntry::construct)
                    .map(|e| Volunteer {
                        name: first(&e, "cn").unwrap_or_default(),
                        phone: first(&e, "telephoneNumber"),
                        station: first(&e, "departmentNumber"),
                    })
                    .collect(),
            )
        }
        .await;
        let _ = q.reply.send(found.map_err(|e| e.to_string()));
    }
    ldap.unbind().await
}

fn build_filter(params: &LookupParams) -> String {
    let mut filter = format!("(&(objectClass=inetOrgPerson)(cn=*{}*)", ldap_escape(params.name.trim()));
    if let Some(station) = &params.station {
        filter.push_str(&format!("(departmentNumber={})", ldap_escape(station.as_str())));
    }
    filter.push(')');
    filter
}

#[handler]
async fn lookup(
    Query(params): Query<LookupParams>,
    Data(dir): Data<&mpsc::Sender<DirQuery>>,
) -> Result<Json<Vec<Volunteer>>> {
    if params.name.trim().len() < 2 {
        return Err(Error::from_string("name too short", StatusCode::BAD_REQUEST));
    }
    let (reply, wait) = oneshot::channel();
    dir.send(DirQuery { filter: build_filter(&params), reply })
        .await
        .map_err(|_| Error::from_status(StatusCode::SERVICE_UNAVAILABLE))?;
    let found = wait
        .await
        .map_err(|_| Error::from_status(StatusCode::INTERNAL_SERVER_ERROR))?
        .map_err(|e| Error::from_string(e, StatusCode::BAD_GATEWAY))?;
    Ok(Json(found))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let (tx, rx) = mpsc::channel(32);
    tokio::spawn(async move {
        if let Err(e) = directory_worker(rx).await {
            eprintln!("directory worker stopped: {e}");
        }
    });
    let app = Route::new().at("/volunteers", get(lookup)).data(tx);
    Server::new(TcpListener::bind("0.0.0.0:8086")).run(app).await
}
