// A sundial manifest program of the h65 set (cwe-022-path).
// gnomon-export: bundles the drawings a customer lists in their commission
// manifest (uploaded with the order form) into a folder for the workshop.
use anyhow::{bail, Context, Result};
use clap::Parser;
use serde::Deserialize;
use std::fs;
use std::path::{Component, Path, PathBuf};

#[derive(Parser, Debug)]
#[command(name = "gnomon-export", about = "Bundle the drawings named in a sundial commission manifest")]
struct Args {
    /// Workshop folder holding the dial face and gnomon drawings
    #[arg(long)]
    workspace: PathBuf,
    /// Manifest (TOML) received with the customer's order
    #[arg(long)]
    manifest: PathBuf,
    /// Folder the bundle is written to
    #[arg(long)]
    out: PathBuf,
}

#[derive(Deserialize)]
struct Manifest {
    commission: String,
    latitude: f64,
    drawings: Vec<DrawingEntry>,
}

#[derive(Deserialize)]
struct DrawingEntry {
    file: String,
    label: String,
}

fn resolve_drawing(workspace: &Path, entry: &DrawingEntry) -> Result<PathBuf> {
    let relative = Path::new(&entry.file);
    if relative
        .components()
        .any(|part| !matches!(part, Component::Normal(_)))
    {
        bail!("drawing {:?} must be a plain path inside the workspace", entry.file);
    }
    Ok(workspace.join(relative))
}

fn main() -> Result<()> {
    let args = Args::parse();
    let raw = fs::read_to_string(&args.manifest)
        .with_context(|| format!("reading manifest {}", args.manifest.display()))?;
    let manifest: Manifest = toml::from_str(&raw).context("manifest is not valid TOML")?;

    if !(-90.0..=90.0).contains(&manifest.latitude) {
        bail!("latitude {} is out of range", manifest.latitude);
    }
    if manifest.drawings.is_empty() {
        bail!("manifest for {} lists no drawings", manifest.commission);
    }

    fs::create_dir_all(&args.out)?;
    let mut index = format!(
        "commission: {}\nlatitude: {:.4}\n",
        manifest.commission, manifest.latitude
    );

    for (idx, entry) in manifest.drawings.iter().enumerate() {
        let source = resolve_drawing(&args.workspace, entry)?;
        let name = source
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("drawing");
        let dest = args.out.join(format!("{:02}-{}", idx + 1, name));
        fs::copy(&source, &dest).with_context(|| format!("copying {}", source.display()))?;
        index.push_str(&format!("{:02} {} <- {}\n", idx + 1, entry.label, entry.file));
    }

    fs::write(args.out.join("INDEX.txt"), index)?;
    println!(
        "bundled {} drawings into {}",
        manifest.drawings.len(),
        args.out.display()
    );
    Ok(())
}
