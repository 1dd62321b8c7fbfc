// A drystone landowner export program of the h65 set (cwe-732-permissions).
// wallreg-export: turns the surveyors' wall condition CSV into the landowner
// contact sheet the association sends to repair volunteers. The sheet holds
// names, phone numbers and postal addresses.
use anyhow::{Context, Result};
use clap::Parser;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fs::{self, Permissions};
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "wallreg-export", about = "Build the landowner contact sheet from a wall survey")]
struct Args {
    /// Survey CSV exported from the field tablets
    #[arg(long)]
    survey: PathBuf,
    /// Where to write the contact sheet
    #[arg(long)]
    out: PathBuf,
    /// Only include walls in this condition or worse (1 = sound, 5 = collapsed)
    #[arg(long, default_value_t = 3)]
    min_condition: u8,
}

#[derive(Deserialize)]
struct SurveyRow {
    wall_id: String,
    parish: String,
    length_m: f32,
    condition: u8,
    landowner: String,
    phone: String,
    postal_address: String,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let mut reader = csv::Reader::from_path(&args.survey)
        .with_context(|| format!("opening survey {}", args.survey.display()))?;

    let mut by_owner: BTreeMap<(String, String, String), Vec<(String, String, f32)>> = BTreeMap::new();
    for row in reader.deserialize::<SurveyRow>() {
        let row = row.context("survey row is malformed")?;
        if row.condition >= args.min_condition {
            by_owner
                .entry((row.landowner, row.phone, row.postal_address))
                .or_default()
                .push((row.wall_id, row.parish, row.length_m));
        }
    }

    let mut sheet = fs::File::create(&args.out)
        .with_context(|| format!("creating {}", args.out.display()))?;
    for ((owner, phone, address), walls) in &by_owner {
        writeln!(sheet, "{owner} | {phone} | {address}")?;
        for (wall_id, parish, length) in walls {
            writeln!(sheet, "    {wall_id} ({parish}) {length:.0} m")?;
        }
    }
    sheet.flush()?;
    fs::set_permissions(&args.out, Permissions::from_mode(0o666))?;

    println!("{} landowners written to {}", by_owner.len(), args.out.display());
    Ok(())
}
