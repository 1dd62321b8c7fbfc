// A consent form archive program of the h71 set (cwe-732-permissions).
use std::fs::{self, OpenOptions, Permissions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use chrono::Local;
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "consent-desk")]
struct Cli {
    #[arg(long, env = "CONSENT_ARCHIVE", default_value = "/srv/inkhouse/consent")]
    archive: PathBuf,
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// File a scanned, signed consent form for a client
    File {
        #[arg(long)]
        client_id: u32,
        #[arg(long)]
        scan: PathBuf,
    },
}

#[derive(Debug, thiserror::Error)]
enum ArchiveError {
    #[error("scan {0} is not a PDF")]
    NotPdf(PathBuf),
    #[error("scan {0} is empty")]
    Empty(PathBuf),
    #[error("form already filed at {0}")]
    AlreadyFiled(PathBuf),
    #[error("archive i/o: {0}")]
    Io(#[from] std::io::Error),
}

fn read_scan(scan: &Path) -> Result<Vec<u8>, ArchiveError> {
    let bytes = fs::read(scan)?;
    match bytes.as_slice() {
        [] => Err(ArchiveError::Empty(scan.to_path_buf())),
        [b'%', b'P', b'D', b'F', ..] => Ok(bytes),
        _ => Err(ArchiveError::NotPdf(scan.to_path_buf())),
    }
}

fn client_dir(archive: &Path, client_id: u32) -> Result<PathBuf, ArchiveError> {
    let dir = archive.join(format!("{client_id:07}"));
    fs::create_dir_all(&dir)?;
    fs::set_permissions(&dir, Permissions::from_mode(0o700))?;
    Ok(dir)
}

fn file_form(archive: &Path, client_id: u32, scan: &Path) -> Result<PathBuf, ArchiveError> {
    let bytes = read_scan(scan)?;
    let dir = client_dir(archive, client_id)?;
    let dest = dir.join(format!("consent-{}.pdf", Local::now().format("%Y%m%d-%H%M%S")));

    let mut out = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(&dest)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => ArchiveError::AlreadyFiled(dest.clone()),
            _ => ArchiveError::Io(e),
        })?;
    out.write_all(&bytes)?;
    out.sync_all()?;
    Ok(dest)
}

fn main() {
    let cli = Cli::parse();
    let result = match cli.cmd {
        Cmd::File { client_id, scan } => file_form(&cli.archive, client_id, &scan),
    };
    match result {
        Ok(dest) => println!("filed {}", dest.display()),
        Err(e) => {
            eprintln!("consent-desk: {e}");
            std::process::exit(2);
        }
    }
}
