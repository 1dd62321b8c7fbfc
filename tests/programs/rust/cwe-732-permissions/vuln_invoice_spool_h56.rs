// Axum billing-run endpoint that renders customer energy invoices into the print spool directory.
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::Deserialize;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Deserialize)]
struct BillingRun {
    cycle: u32,
    accounts: Vec<u64>,
}

type Renderer = Arc<dyn Fn(u64, u32) -> Option<Vec<u8>> + Send + Sync>;

#[derive(Clone)]
struct Spool {
    root: Arc<PathBuf>,
    render: Renderer,
}

fn write_invoice(dir: &PathBuf, account: u64, pdf: &[u8]) -> std::io::Result<PathBuf> {
    let path = dir.join(format!("{account}.pdf"));
    let mut file = OpenOptions::new().create(true).write(true).truncate(true).open(&path)?;
    file.write_all(pdf)?;
    fs::set_permissions(&path, fs::Permissions::from_mode(0o666))?;
    Ok(path)
}

fn run_cycle(spool: Spool, run: BillingRun) -> std::io::Result<usize> {
    let dir = spool.root.join(format!("cycle-{}", run.cycle));
    fs::DirBuilder::new().recursive(true).mode(0o711).create(&dir)?;
    let written = run
        .accounts
        .iter()
        .filter_map(|&acct| (spool.render)(acct, run.cycle).map(|pdf| (acct, pdf)))
        .map(|(acct, pdf)| write_invoice(&dir, acct, &pdf))
        .filter(Result::is_ok)
        .count();
    Ok(written)
}

async fn start_run(State(spool): State<Spool>, Json(run): Json<BillingRun>) -> (StatusCode, String) {
    let cycle = run.cycle;
    let job = tokio::task::spawn_blocking(move || run_cycle(spool, run));
    match job.await {
        Ok(Ok(n)) => (StatusCode::OK, format!("cycle {cycle}: {n} invoices spooled")),
        Ok(Err(e)) => (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
        Err(_) => (StatusCode::INTERNAL_SERVER_ERROR, "billing worker crashed".into()),
    }
}

pub fn router(root: PathBuf, render: Renderer) -> Router {
    Router::new()
        .route("/billing/runs", post(start_run))
        .with_state(Spool { root: Arc::new(root), render })
}
