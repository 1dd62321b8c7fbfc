// A taxi shift report program of the h61 set (cwe-089-sql).
// Taxi dispatch: drivers register their callsign from the driver app over a
// WebSocket; every night the dispatcher produces per-driver shift totals.
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use mysql::prelude::Queryable;
use mysql::{Pool, PooledConn};
use serde::Deserialize;
use tokio::net::TcpListener;
use tokio_tungstenite::tungstenite::Message;

#[derive(Deserialize)]
struct Registration {
    driver_id: u64,
    callsign: String,
}

/// Data access for drivers and completed trips.
struct DispatchDao {
    pool: Pool,
}

impl DispatchDao {
    fn conn(&self) -> mysql::Result<PooledConn> {
        self.pool.get_conn()
    }

    fn save_callsign(&self, reg: &Registration) -> mysql::Result<()> {
        self.conn()?.exec_drop(
            "UPDATE drivers SET callsign = ? WHERE id = ?",
            (&reg.callsign, reg.driver_id),
        )
    }

    fn active_callsigns(&self) -> mysql::Result<Vec<String>> {
        self.conn()?.query("SELECT callsign FROM drivers WHERE active = 1 AND callsign IS NOT NULL")
    }

    fn shift_totals(&self, callsign: &str) -> mysql::Result<Option<(u32, i64)>> {
        let sql = format!(
            "SELECT COUNT(*), COALESCE(SUM(fare_cents), 0) FROM trips \
             WHERE callsign = '{}' AND finished_at >= NOW() - INTERVAL 1 DAY",
            callsign
        );
        self.conn()?.query_first(sql)
    }
}

struct ShiftReport {
    dao: Arc<DispatchDao>,
}

impl ShiftReport {
    fn run(&self) -> mysql::Result<()> {
        for callsign in self.dao.active_callsigns()? {
            if let Some((trips, cents)) = self.dao.shift_totals(&callsign)? {
                println!("{callsign:<12} trips={trips:>3} takings={:.2}", cents as f64 / 100.0);
            }
        }
        Ok(())
    }
}

fn plausible_callsign(s: &str) -> bool {
    !s.trim().is_empty() && s.chars().count() <= 16
}

async fn serve_registrations(dao: Arc<DispatchDao>) -> anyhow::Result<()> {
    let listener = TcpListener::bind("0.0.0.0:9300").await?;
    loop {
        let (stream, _) = listener.accept().await?;
        let dao = dao.clone();
        tokio::spawn(async move {
            let Ok(mut ws) = tokio_tungstenite::accept_async(stream).await else { return };
            while let Some(Ok(Message::Text(text))) = ws.next().await {
                let Ok(reg) = serde_json::from_str::<Registration>(&text.to_string()) else { continue };
                if plausible_callsign(&reg.callsign) {
                    let dao = dao.clone();
                    let _ = tokio::task::spawn_blocking(move || dao.save_callsign(&reg)).await;
                }
            }
        });
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let dao = Arc::new(DispatchDao { pool: Pool::new(std::env::var("DISPATCH_DB_URL")?.as_str())? });
    let report = ShiftReport { dao: dao.clone() };
    tokio::spawn(async move {
        let mut every_night = tokio::time::interval(Duration::from_secs(24 * 3600));
        loop {
            every_night.tick().await;
            if let Err(err) = report.run() {
                eprintln!("shift report failed: {err}");
            }
        }
    });
    serve_registrations(dao).await
}
