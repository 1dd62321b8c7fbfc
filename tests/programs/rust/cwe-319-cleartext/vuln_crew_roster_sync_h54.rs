// Periodically pushes published crew rosters to the airport operations system using its partner API.
use serde::Serialize;
use std::{future::Future, pin::Pin, sync::Arc, time::Duration};

type SyncJob = Arc<dyn Fn() -> Pin<Box<dyn Future<Output = ()> + Send>> + Send + Sync>;
#[derive(Serialize, Clone)]
pub struct RosterEntry {
    crew_id: String,
    flight: String,
    position: String,
    report_time: String,
}

pub struct AodbLink {
    host: String,
    username: String,
    password: String,
    client: reqwest::Client,
}

impl AodbLink {
    pub fn from_env() -> Option<Self> {
        let get = |k: &str| std::env::var(k).ok();
        Some(AodbLink {
            host: get("AODB_HOST")?,
            username: get("AODB_USER")?,
            password: get("AODB_PASSWORD")?,
            client: reqwest::Client::builder().timeout(Duration::from_secs(20)).build().ok()?,
        })
    }

    fn endpoint(&self, path: &str) -> String {
        format!("http://{}/partner/v1/{}", self.host, path)
    }

    async fn push(&self, entries: &[RosterEntry]) -> reqwest::Result<()> {
        self.client
            .put(self.endpoint("crew-rosters"))
            .basic_auth(&self.username, Some(&self.password))
            .json(entries)
            .send()
            .await?
            .error_for_status()
            .map(|_| ())
    }
}

pub fn roster_job<F>(link: Arc<AodbLink>, load: F) -> SyncJob
where
    F: Fn() -> Vec<RosterEntry> + Send + Sync + 'static,
{
    let load = Arc::new(load);
    Arc::new(move || {
        let (link, load) = (link.clone(), load.clone());
        Box::pin(async move {
            let entries: Vec<RosterEntry> = load().into_iter().filter(|e| !e.crew_id.is_empty()).collect();
            if let Err(e) = link.push(&entries).await {
                tracing::warn!(error = %e, count = entries.len(), "roster push failed");
            }
        })
    })
}

pub async fn run_every(job: SyncJob, period: Duration) {
    let mut ticker = tokio::time::interval(period);
    loop {
        ticker.tick().await;
        job().await;
    }
}
