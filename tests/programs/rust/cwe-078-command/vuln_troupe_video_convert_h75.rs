// A stilt-walker troupe rehearsal video conversion program of the h75 set (cwe-078-command).
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus};
use std::time::Duration;

#[derive(Debug)]
enum ConvertError {
    Io(std::io::Error),
    Failed { clip: String, status: ExitStatus },
}

impl From<std::io::Error> for ConvertError {
    fn from(err: std::io::Error) -> Self {
        ConvertError::Io(err)
    }
}

impl fmt::Display for ConvertError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConvertError::Io(err) => write!(f, "i/o error: {err}"),
            ConvertError::Failed { clip, status } => write!(f, "ffmpeg gave up on {clip}: {status}"),
        }
    }
}

const MAX_ATTEMPTS: u32 = 3;
const VIDEO_EXTENSIONS: [&str; 3] = ["mp4", "mov", "mkv"];

fn convert_clip(upload_dir: &Path, out_dir: &Path, file_name: &str) -> Result<PathBuf, ConvertError> {
    let stem = Path::new(file_name).file_stem().and_then(|s| s.to_str()).unwrap_or("clip");
    let input = upload_dir.join(file_name);
    let output = out_dir.join(format!("{stem}-720p.mp4"));

    let mut last_status = None;
    for attempt in 1..=MAX_ATTEMPTS {
        let status = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ffmpeg -y -loglevel error -i \"{}\" -vf scale=-2:720 -c:v libx264 -preset veryfast \"{}\"",
                input.display(),
                output.display()
            ))
            .status()?;
        if status.success() {
            return Ok(output);
        }
        eprintln!("attempt {attempt}/{MAX_ATTEMPTS} for {file_name} exited with {status}");
        last_status = Some(status);
        std::thread::sleep(Duration::from_secs(2));
    }
    Err(ConvertError::Failed {
        clip: file_name.to_string(),
        status: last_status.expect("loop runs at least once"),
    })
}

fn is_video(name: &str) -> bool {
    Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .map(|e| VIDEO_EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
        .unwrap_or(false)
}

fn main() -> Result<(), ConvertError> {
    let upload_dir = PathBuf::from(std::env::var("TROUPE_UPLOAD_DIR").unwrap_or_else(|_| "/var/lib/troupe/uploads".into()));
    let out_dir = PathBuf::from(std::env::var("TROUPE_OUTPUT_DIR").unwrap_or_else(|_| "/var/lib/troupe/converted".into()));
    fs::create_dir_all(&out_dir)?;

    let mut failures = 0usize;
    for entry in fs::read_dir(&upload_dir)? {
        let entry = match entry {
            Ok(entry) => entry,
            Err(err) => {
                eprintln!("could not read directory entry: {err}");
                continue;
            }
        };
        let name = match entry.file_name().into_string() {
            Ok(name) => name,
            Err(raw) => {
                eprintln!("skipping non UTF-8 file name {raw:?}");
                continue;
            }
        };
        if !is_video(&name) {
            continue;
        }
        match convert_clip(&upload_dir, &out_dir, &name) {
            Ok(path) => println!("converted {name} -> {}", path.display()),
            Err(err) => {
                eprintln!("{err}");
                failures += 1;
            }
        }
    }

    if failures > 0 {
        eprintln!("{failures} clip(s) failed to convert");
        std::process::exit(1);
    }
    Ok(())
}
