// A map tilecut program of the h64 set (cwe-078-command).
// tilecut: turns the sheets listed in a cartographer's manifest into web tiles.
// Manifests are uploaded by survey partners together with their GeoTIFFs.
use clap::Parser;
use regex::Regex;
use serde::Deserialize;
use std::fs;
use std::path::PathBuf;
use std::process::Command;

#[derive(Parser)]
#[command(name = "tilecut", about = "Cut map sheets into XYZ tiles")]
struct Cli {
    /// manifest.json delivered with the sheet bundle
    #[arg(long)]
    manifest: PathBuf,
    /// output folder for the tile pyramids
    #[arg(long, default_value = "tiles")]
    out: PathBuf,
    /// only cut these layers (repeatable)
    #[arg(long = "layer")]
    layers: Vec<String>,
}

#[derive(Deserialize)]
struct Manifest {
    sheet: String,
    layers: Vec<Layer>,
}

#[derive(Deserialize)]
struct Layer {
    name: String,
    source: String,
    zoom: [u8; 2],
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let bundle_dir = cli.manifest.parent().map(PathBuf::from).unwrap_or_default();
    let manifest: Manifest = serde_json::from_str(&fs::read_to_string(&cli.manifest)?)?;
    let layer_name = Regex::new(r"^[a-z0-9_]{1,40}$")?;

    for layer in &manifest.layers {
        if !cli.layers.is_empty() && !cli.layers.contains(&layer.name) {
            continue;
        }
        if !layer_name.is_match(&layer.name) {
            eprintln!("{}: skipping layer with odd name {:?}", manifest.sheet, layer.name);
            continue;
        }
        let [zmin, zmax] = layer.zoom;
        if zmin > zmax || zmax > 19 {
            eprintln!("{}: bad zoom range for {}", manifest.sheet, layer.name);
            continue;
        }
        let target = cli.out.join(&layer.name);
        fs::create_dir_all(&target)?;

        let cmd = format!(
            "gdal2tiles.py --xyz -z {}-{} {}/{} {}",
            zmin,
            zmax,
            bundle_dir.display(),
            layer.source,
            target.display()
        );
        let status = Command::new("sh").arg("-c").arg(&cmd).status()?;
        if !status.success() {
            eprintln!("{}: gdal2tiles failed for {}", manifest.sheet, layer.name);
        } else {
            println!("{}: cut {} (z{}-{})", manifest.sheet, layer.name, zmin, zmax);
        }
    }
    Ok(())
}
