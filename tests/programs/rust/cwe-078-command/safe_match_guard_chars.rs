// axum handler running a maintenance task on a plain unit name
use axum::extract::Query;
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct Task {
    unit: Option<String>,
}

async fn restart(Query(t): Query<Task>) -> String {
    match t.unit {
        Some(u) if !u.is_empty() && u.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') => {
            let out = Command::new("sh").arg("-c").arg(format!("systemctl restart {}", u)).output();
            format!("{:?}", out.map(|o| o.status))
        }
        _ => "no unit".to_string(),
    }
}
