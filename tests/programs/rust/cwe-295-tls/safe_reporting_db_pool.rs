// Builds the TLS-enabled tokio-postgres connection used by the reporting worker.
use native_tls::{Certificate, TlsConnector};
use postgres_native_tls::MakeTlsConnector;
use tokio_postgres::{Client, Config};

pub struct ReportingDbSettings {
    pub host: String,
    pub port: u16,
    pub user: String,
    pub password: String,
    pub dbname: String,
    pub ca_cert_pem: Vec<u8>,
}

fn tls_connector(settings: &ReportingDbSettings) -> Result<MakeTlsConnector, Box<dyn std::error::Error>> {
    let ca = Certificate::from_pem(&settings.ca_cert_pem)?;
    let connector = TlsConnector::builder()
        .add_root_certificate(ca)
        .build()?;
    Ok(MakeTlsConnector::new(connector))
}

pub async fn connect(settings: &ReportingDbSettings) -> Result<Client, Box<dyn std::error::Error>> {
    let mut cfg = Config::new();
    cfg.host(&settings.host)
        .port(settings.port)
        .user(&settings.user)
        .password(&settings.password)
        .dbname(&settings.dbname)
        .ssl_mode(tokio_postgres::config::SslMode::Require);

    let tls = tls_connector(settings)?;
    let (client, connection) = cfg.connect(tls).await?;
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            eprintln!("reporting db connection closed: {e}");
        }
    });
    Ok(client)
}

pub async fn daily_totals(client: &Client) -> Result<Vec<(String, i64)>, tokio_postgres::Error> {
    let rows = client
        .query("SELECT region, SUM(amount_cents) FROM sales WHERE day = CURRENT_DATE GROUP BY region", &[])
        .await?;
    Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
}
