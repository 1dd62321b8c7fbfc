// assay export (h58 set)
use std::{
    fs::{self, OpenOptions, Permissions},
    io::{BufWriter, Write},
    os::unix::fs::{OpenOptionsExt, PermissionsExt},
    path::{Path, PathBuf},
};

use serde::Deserialize;

/// Nightly export of drill-core assay results for the resource geologists
/// and the JORC competent person. Grades are price-sensitive until the
/// quarterly report is released.
#[derive(Deserialize)]
struct Assay {
    hole_id: String,
    from_m: f64,
    to_m: f64,
    au_gpt: f64,
    cu_pct: f64,
}

const EXPORT_MODE: u32 = 0o666;
const DIR_MODE: u32 = 0o777;

fn export_dir() -> PathBuf {
    std::env::var("ASSAY_EXPORT_DIR")
        .unwrap_or_else(|_| "/srv/geology/exports".into())
        .into()
}

fn to_row(a: &Assay) -> String {
    format!("{},{:.2},{:.2},{:.3},{:.3}\n", a.hole_id, a.from_m, a.to_m, a.au_gpt, a.cu_pct)
}

fn write_export(dir: &Path, day: &str, assays: &[Assay]) -> std::io::Result<PathBuf> {
    fs::create_dir_all(dir)?;
    fs::set_permissions(dir, Permissions::from_mode(DIR_MODE))?;

    let path = dir.join(format!("assays-{day}.csv"));
    let file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(EXPORT_MODE)
        .open(&path)?;
    let mut out = BufWriter::new(file);
    out.write_all(b"hole_id,from_m,to_m,au_gpt,cu_pct\n")?;
    assays.iter().map(to_row).try_for_each(|row| out.write_all(row.as_bytes()))?;
    out.flush()?;
    Ok(path)
}

fn main() -> anyhow::Result<()> {
    let day = chrono::Utc::now().format("%Y-%m-%d").to_string();
    let source = std::env::var("LIMS_DUMP").unwrap_or_else(|_| "/var/lims/assays.json".into());
    let assays: Vec<Assay> = serde_json::from_reader(fs::File::open(source)?)?;

    let significant: Vec<Assay> = assays
        .into_iter()
        .filter(|a| a.au_gpt >= 0.5 || a.cu_pct >= 0.2)
        .collect();

    let path = write_export(&export_dir(), &day, &significant)?;
    println!("wrote {} intervals to {}", significant.len(), path.display());
    Ok(())
}
