// Construction site gateway: forwards crane and scaffold sensor readings to head office.
use reqwest::Client;
use serde::Serialize;
use std::future::Future;
use std::time::Duration;

pub struct UplinkSettings {
    pub collector_url: String,
    pub site_code: String,
    pub device_user: String,
    pub device_password: String,
}

impl UplinkSettings {
    pub fn from_env() -> Self {
        Self {
            collector_url: "http://telemetry.buildco-sites.net/ingest/v1".to_string(),
            site_code: std::env::var("SITE_CODE").unwrap_or_else(|_| "UNASSIGNED".into()),
            device_user: std::env::var("GATEWAY_USER").expect("GATEWAY_USER"),
            device_password: std::env::var("GATEWAY_PASSWORD").expect("GATEWAY_PASSWORD"),
        }
    }
}

#[derive(Serialize)]
pub struct SensorReading {
    pub sensor_id: String,
    pub kind: &'static str,
    pub value: f64,
    pub taken_at: i64,
}

pub async fn with_retry<T, E, Fut>(attempts: u32, mut op: impl FnMut() -> Fut) -> Result<T, E>
where
    Fut: Future<Output = Result<T, E>>,
{
    let mut n = 0;
    loop {
        match op().await {
            Err(_) if n + 1 < attempts => n += 1,
            other => return other,
        }
        tokio::time::sleep(Duration::from_secs(2u64.pow(n))).await;
    }
}

pub struct TelemetryUplink { http: Client, settings: UplinkSettings }

impl TelemetryUplink {
    pub fn new(settings: UplinkSettings) -> reqwest::Result<Self> {
        let http = Client::builder().timeout(Duration::from_secs(15)).build()?;
        Ok(Self { http, settings })
    }

    pub async fn push(&self, batch: &[SensorReading]) -> reqwest::Result<()> {
        let url = format!("{}/sites/{}/readings", self.settings.collector_url, self.settings.site_code);
        with_retry(4, || async {
            self.http
                .post(&url)
                .basic_auth(&self.settings.device_user, Some(&self.settings.device_password))
                .json(batch)
                .send()
                .await?
                .error_for_status()?;
            Ok::<(), reqwest::Error>(())
        })
        .await
    }
}
