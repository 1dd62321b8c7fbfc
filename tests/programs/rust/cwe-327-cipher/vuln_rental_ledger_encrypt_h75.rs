// A snowshoe rental nightly ledger encryption program of the h75 set (cwe-327-cipher).
use openssl::symm::{encrypt, Cipher};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

const KEY_LEN: usize = 16;

#[derive(Debug, thiserror::Error)]
enum ExportError {
    #[error("i/o error on {path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("encryption failed: {0}")]
    Crypto(#[from] openssl::error::ErrorStack),
    #[error("ledger key problem: {0}")]
    Key(String),
}

fn io_at(path: &Path) -> impl FnOnce(std::io::Error) -> ExportError + '_ {
    move |source| ExportError::Io { path: path.to_path_buf(), source }
}

fn load_key() -> Result<Vec<u8>, ExportError> {
    let hex_key = std::env::var("LEDGER_KEY_HEX").map_err(|_| ExportError::Key("LEDGER_KEY_HEX is not set".into()))?;
    let key = hex::decode(hex_key.trim()).map_err(|e| ExportError::Key(e.to_string()))?;
    if key.len() != KEY_LEN {
        return Err(ExportError::Key(format!("expected {KEY_LEN} bytes, got {}", key.len())));
    }
    Ok(key)
}

fn seal_ledger(key: &[u8], plain: &[u8]) -> Result<Vec<u8>, ExportError> {
    let body = encrypt(Cipher::rc4(), key, None, plain)?;
    Ok(body)
}

fn export_one(key: &[u8], source: &Path, out_dir: &Path) -> Result<PathBuf, ExportError> {
    let plain = fs::read(source).map_err(io_at(source))?;
    let sealed = seal_ledger(key, &plain)?;

    let name = source.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let target = out_dir.join(format!("{name}.enc"));
    let partial = out_dir.join(format!("{name}.enc.part"));
    let write_result = fs::File::create(&partial)
        .and_then(|mut f| f.write_all(&sealed).and_then(|_| f.sync_all()))
        .and_then(|_| fs::rename(&partial, &target));
    if let Err(err) = write_result {
        let _ = fs::remove_file(&partial);
        return Err(ExportError::Io { path: target, source: err });
    }
    Ok(target)
}

fn main() -> Result<(), ExportError> {
    let ledger_dir = PathBuf::from(std::env::var("LEDGER_DIR").unwrap_or_else(|_| "/var/lib/snowshoe/ledgers".into()));
    let out_dir = PathBuf::from(std::env::var("LEDGER_OUT").unwrap_or_else(|_| "/var/backups/snowshoe".into()));
    let key = load_key()?;
    fs::create_dir_all(&out_dir).map_err(io_at(&out_dir))?;

    let mut exported = 0;
    let mut failed = 0;
    for entry in fs::read_dir(&ledger_dir).map_err(io_at(&ledger_dir))? {
        let path = match entry {
            Ok(e) => e.path(),
            Err(err) => {
                eprintln!("skipping unreadable entry: {err}");
                continue;
            }
        };
        if path.extension().and_then(|e| e.to_str()) != Some("csv") {
            continue;
        }
        match export_one(&key, &path, &out_dir) {
            Ok(target) => {
                println!("sealed {} -> {}", path.display(), target.display());
                exported += 1;
            }
            Err(err) => {
                eprintln!("{err}");
                failed += 1;
            }
        }
    }
    println!("{exported} ledger(s) exported, {failed} failed");
    if failed > 0 {
        std::process::exit(2);
    }
    Ok(())
}
