// Port agency tool: builds the crew list (FAL Form 5) for an arriving vessel and drops it in the outbox
// from which the agency's upload daemon submits it to the border authority.
use clap::Parser;
use serde::Deserialize;
use std::fs::{self, Permissions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

#[derive(Parser)]
#[command(name = "crew-list")]
struct Args {
    /// JSON crew roster exported from the ship's crewing system
    #[arg(long)]
    roster: PathBuf,
    /// Voyage reference, e.g. "MSCX-2417W"
    #[arg(long)]
    voyage: String,
    #[arg(long, default_value = "/var/spool/port-agency/outbox")]
    outbox: PathBuf,
}

#[derive(Deserialize)]
struct CrewMember {
    family_name: String,
    given_names: String,
    rank: String,
    nationality: String,
    passport_no: String,
    date_of_birth: String,
}

trait ManifestWriter {
    fn write(&self, voyage: &str, crew: &[CrewMember]) -> std::io::Result<PathBuf>;
}

struct OutboxWriter {
    outbox: PathBuf,
}

impl OutboxWriter {
    fn target(&self, voyage: &str) -> PathBuf {
        let clean: String = voyage.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
        self.outbox.join(format!("crew-list-{}.csv", clean))
    }
}

impl ManifestWriter for OutboxWriter {
    fn write(&self, voyage: &str, crew: &[CrewMember]) -> std::io::Result<PathBuf> {
        let path = self.target(voyage);
        let mut file = fs::OpenOptions::new().write(true).create(true).truncate(true).mode(0o600).open(&path)?;
        writeln!(file, "no,family_name,given_names,rank,nationality,passport_no,date_of_birth")?;
        for (i, c) in crew.iter().enumerate() {
            writeln!(
                file,
                "{},{},{},{},{},{},{}",
                i + 1,
                c.family_name,
                c.given_names,
                c.rank,
                c.nationality,
                c.passport_no,
                c.date_of_birth
            )?;
        }
        file.sync_all()?;
        // the upload daemon runs under its own account and must be able to read the file
        fs::set_permissions(&path, Permissions::from_mode(0o666))?;
        Ok(path)
    }
}

fn load_roster(path: &Path) -> Result<Vec<CrewMember>, Box<dyn std::error::Error>> {
    Ok(serde_json::from_str(&fs::read_to_string(path)?)?)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let crew = load_roster(&args.roster)?;
    if crew.is_empty() {
        return Err("roster is empty".into());
    }
    let writer = OutboxWriter { outbox: args.outbox.clone() };
    let path = writer.write(&args.voyage, &crew)?;
    println!("crew list for {} ({} persons) queued at {}", args.voyage, crew.len(), path.display());
    Ok(())
}
