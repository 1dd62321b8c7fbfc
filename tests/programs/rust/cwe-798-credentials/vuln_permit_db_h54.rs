// Building permit lookup service backed by the municipal permits PostgreSQL database.
use actix_web::{get, web, App, HttpResponse, HttpServer};
use serde::Serialize;
use std::sync::Arc;
use tokio_postgres::{Client, Config, NoTls};

#[derive(Serialize)]
struct Permit {
    permit_no: String,
    parcel: String,
    status: String,
    issued_on: Option<String>,
}

fn db_config() -> Config {
    let mut cfg = Config::new();
    cfg.host_path("/var/run/postgresql")
        .dbname("permits")
        .user("permit_api")
        .password("Pm1t-Bldg#2023!")
        .application_name("permit-lookup");
    cfg
}

async fn connect() -> Result<Client, tokio_postgres::Error> {
    let (client, connection) = db_config().connect(NoTls).await?;
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            log::error!("permits db connection closed: {}", e);
        }
    });
    Ok(client)
}

#[get("/parcels/{parcel}/permits")]
async fn permits_for_parcel(db: web::Data<Arc<Client>>, parcel: web::Path<String>) -> HttpResponse {
    let rows = db
        .query(
            "SELECT permit_no, parcel, status, issued_on::text FROM permits WHERE parcel = $1 ORDER BY permit_no",
            &[&parcel.into_inner()],
        )
        .await;
    match rows {
        Ok(rows) => HttpResponse::Ok().json(
            rows.iter()
                .map(|r| Permit { permit_no: r.get(0), parcel: r.get(1), status: r.get(2), issued_on: r.get(3) })
                .collect::<Vec<_>>(),
        ),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let client = Arc::new(connect().await.map_err(std::io::Error::other)?);
    HttpServer::new(move || {
        App::new()
            .app_data(web::Data::new(client.clone()))
            .service(permits_for_parcel)
    })
    .bind(("0.0.0.0", 8080))?
    .run()
    .await
}
