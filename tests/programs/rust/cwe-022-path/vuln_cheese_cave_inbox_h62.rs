// A cheese cave inbox program of the h62 set (cwe-022-path).
// Aging-cave loggers drop JSON manifests into a shared inbox; this daemon
// turns each one into a CSV report in the reports folder.
use notify::{recommended_watcher, Event, EventKind, RecursiveMode, Watcher};
use serde::Deserialize;
use std::fs;
use std::path::{Component, Path, PathBuf};
use std::sync::mpsc;

#[derive(Deserialize)]
struct CaveReading {
    day: u32,
    humidity_pct: f32,
    temp_c: f32,
}

#[derive(Deserialize)]
struct AgingManifest {
    wheel_id: String,
    report_name: String,
    readings: Vec<CaveReading>,
}

fn report_path(out_dir: &Path, name: &str) -> Result<PathBuf, String> {
    if name.is_empty() || name.starts_with('/') {
        return Err(format!("refusing report name {:?}", name));
    }
    Ok(out_dir.join(name))
}

fn render_csv(m: &AgingManifest) -> String {
    let header = format!("wheel,{}\nday,humidity_pct,temp_c\n", m.wheel_id);
    m.readings
        .iter()
        .filter(|r| r.humidity_pct > 0.0)
        .map(|r| format!("{},{:.1},{:.1}\n", r.day, r.humidity_pct, r.temp_c))
        .fold(header, |mut acc, line| {
            acc.push_str(&line);
            acc
        })
}

fn handle_manifest(path: &Path, out_dir: &Path) -> Result<PathBuf, String> {
    let raw = fs::read_to_string(path).map_err(|e| e.to_string())?;
    let manifest: AgingManifest = serde_json::from_str(&raw).map_err(|e| e.to_string())?;
    let target = report_path(out_dir, &manifest.report_name)?;
    fs::write(&target, render_csv(&manifest)).map_err(|e| e.to_string())?;
    Ok(target)
}

fn created_manifests(event: Event) -> impl Iterator<Item = PathBuf> {
    let is_create = matches!(event.kind, EventKind::Create(_));
    event
        .paths
        .into_iter()
        .filter(move |_| is_create)
        .filter(|p| p.extension().map_or(false, |e| e == "json"))
}

fn main() -> notify::Result<()> {
    let inbox = PathBuf::from(std::env::var("CAVE_INBOX").unwrap_or_else(|_| "/srv/cave/inbox".into()));
    let reports = PathBuf::from(std::env::var("CAVE_REPORTS").unwrap_or_else(|_| "/srv/cave/reports".into()));

    let (tx, rx) = mpsc::channel::<notify::Result<Event>>();
    let mut watcher = recommended_watcher(tx)?;
    watcher.watch(&inbox, RecursiveMode::NonRecursive)?;

    for path in rx.into_iter().filter_map(Result::ok).flat_map(created_manifests) {
        match handle_manifest(&path, &reports) {
            Ok(out) => println!("{} -> {}", path.display(), out.display()),
            Err(e) => eprintln!("{}: {}", path.display(), e),
        }
    }
    Ok(())
}
