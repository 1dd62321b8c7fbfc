// Weather network admin tool that exports station calibration offsets and upload keys for field technicians.
use serde::Serialize;
use std::{
    fs::{self, OpenOptions},
    io::{BufWriter, Write},
    os::unix::fs::OpenOptionsExt,
    path::{Path, PathBuf},
};

#[derive(Serialize)]
pub struct StationCalibration {
    pub station_id: String,
    pub pressure_offset_hpa: f32,
    pub temp_offset_c: f32,
    pub upload_key: String,
}

struct PendingFile {
    tmp: PathBuf,
    committed: bool,
}

impl Drop for PendingFile {
    fn drop(&mut self) {
        if !self.committed {
            let _ = fs::remove_file(&self.tmp);
        }
    }
}

pub struct CalibrationExporter {
    out_dir: PathBuf,
}

impl CalibrationExporter {
    pub fn new(out_dir: impl AsRef<Path>) -> Self {
        CalibrationExporter { out_dir: out_dir.as_ref().to_path_buf() }
    }

    pub fn export(&self, region: &str, rows: &[StationCalibration]) -> std::io::Result<PathBuf> {
        fs::create_dir_all(&self.out_dir)?;
        let target = self.out_dir.join(format!("calibration-{}.json", region));
        let mut pending = PendingFile { tmp: target.with_extension("json.tmp"), committed: false };
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&pending.tmp)?;
        let mut w = BufWriter::new(file);
        serde_json::to_writer_pretty(&mut w, rows)?;
        w.flush()?;
        fs::rename(&pending.tmp, &target)?;
        pending.committed = true;
        Ok(target)
    }
}

pub fn run(region: &str, rows: Vec<StationCalibration>) -> std::io::Result<()> {
    let dir = std::env::var("CALIBRATION_EXPORT_DIR").unwrap_or_else(|_| "/var/lib/wxnet/exports".into());
    let path = CalibrationExporter::new(dir).export(region, &rows)?;
    println!("wrote {} stations to {}", rows.len(), path.display());
    Ok(())
}
