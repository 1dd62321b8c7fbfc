// A festival ice sculptor cold-room weather feed program of the h76 set (cwe-295-tls).
use std::path::PathBuf;
use std::time::Duration;

use serde::Deserialize;

#[derive(Clone)]
struct FeedOptions {
    base_url: String,
    timeout: Duration,
    poll_every: Duration,
    max_room_temp_c: f64,
    accept_invalid_certs: bool,
    extra_root_pem: Option<PathBuf>,
}

impl Default for FeedOptions {
    fn default() -> Self {
        Self {
            base_url: "https://coldroom-gw.icefest.example".to_string(),
            timeout: Duration::from_secs(10),
            poll_every: Duration::from_secs(60),
            max_room_temp_c: -8.0,
            accept_invalid_certs: false,
            extra_root_pem: None,
        }
    }
}

#[derive(Deserialize)]
struct Reading {
    room: String,
    temp_c: f64,
    humidity: f64,
}

struct WeatherFeed {
    client: reqwest::Client,
    options: FeedOptions,
}

impl WeatherFeed {
    fn new(options: FeedOptions) -> anyhow::Result<Self> {
        let mut builder = reqwest::Client::builder()
            .timeout(options.timeout)
            .user_agent("ice-sculpture-monitor/1.4")
            .danger_accept_invalid_certs(options.accept_invalid_certs);
        if let Some(path) = &options.extra_root_pem {
            let pem = std::fs::read(path)?;
            builder = builder.add_root_certificate(reqwest::Certificate::from_pem(&pem)?);
        }
        Ok(Self { client: builder.build()?, options })
    }

    async fn readings(&self) -> anyhow::Result<Vec<Reading>> {
        let url = format!("{}/api/v2/readings", self.options.base_url);
        let token = std::env::var("COLDROOM_TOKEN")?;
        let readings = self
            .client
            .get(url)
            .bearer_auth(token)
            .send()
            .await?
            .error_for_status()?
            .json::<Vec<Reading>>()
            .await?;
        Ok(readings)
    }

    async fn watch(&self, mut on_warm: impl FnMut(&Reading)) -> anyhow::Result<()> {
        let mut ticker = tokio::time::interval(self.options.poll_every);
        loop {
            ticker.tick().await;
            match self.readings().await {
                Ok(readings) => readings
                    .iter()
                    .filter(|r| r.temp_c > self.options.max_room_temp_c)
                    .for_each(&mut on_warm),
                Err(err) => eprintln!("feed error: {err:#}"),
            }
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let options = FeedOptions {
        base_url: std::env::var("COLDROOM_URL")
            .unwrap_or_else(|_| FeedOptions::default().base_url),
        accept_invalid_certs: true,
        ..FeedOptions::default()
    };
    let feed = WeatherFeed::new(options)?;
    feed.watch(|r| {
        eprintln!(
            "room {} is warming up: {:.1}C at {:.0}% humidity, move the swans to freezer B",
            r.room, r.temp_c, r.humidity
        );
    })
    .await
}
