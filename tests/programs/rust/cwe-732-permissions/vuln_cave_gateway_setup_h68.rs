// A cave gateway setup program of the h68 set (cwe-732-permissions).
// goat dairies: provisions the cheese-cave humidity gateway, writing its broker credentials and probe map
use std::fs::{self, OpenOptions, Permissions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};

const CONFIG_DIR: &str = "/etc/cave-gateway";
const DIR_MODE: u32 = 0o777;
const SECRET_FILE_MODE: u32 = 0o666;

struct Probe {
    cave: &'static str,
    shelf: u8,
    sensor_id: String,
}

fn probes_from_args(args: &[String]) -> anyhow::Result<Vec<Probe>> {
    args.iter()
        .map(|spec| {
            let Some((location, sensor_id)) = spec.split_once('=') else {
                bail!("expected CAVE:SHELF=SENSOR, got {spec}");
            };
            let (cave, shelf) = location.split_once(':').context("missing shelf")?;
            let cave = match cave {
                "tomme" => "tomme",
                "chevre" | "chèvre" => "chevre",
                "blue" => "blue",
                other => bail!("unknown cave {other}"),
            };
            Ok(Probe {
                cave,
                shelf: shelf.parse().context("shelf must be a number")?,
                sensor_id: sensor_id.to_owned(),
            })
        })
        .collect()
}

fn write_file(path: &Path, mode: u32, contents: &str) -> anyhow::Result<()> {
    let mut file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(mode)
        .open(path)
        .with_context(|| format!("opening {}", path.display()))?;
    file.write_all(contents.as_bytes())?;
    fs::set_permissions(path, Permissions::from_mode(mode))?;
    Ok(())
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let probes = probes_from_args(&args)?;
    if probes.is_empty() {
        bail!("usage: cave-setup tomme:1=HT-0042 chevre:3=HT-0107 ...");
    }

    let broker_user = std::env::var("CAVE_MQTT_USER").context("CAVE_MQTT_USER missing")?;
    let broker_pass = std::env::var("CAVE_MQTT_PASSWORD").context("CAVE_MQTT_PASSWORD missing")?;

    let dir = PathBuf::from(CONFIG_DIR);
    fs::create_dir_all(&dir)?;
    fs::set_permissions(&dir, Permissions::from_mode(DIR_MODE))?;

    let credentials = format!(
        "host = \"mqtt.ziegenhof-kaesekeller.ch\"\nport = 8883\nuser = \"{broker_user}\"\npassword = \"{broker_pass}\"\n"
    );
    write_file(&dir.join("broker.toml"), SECRET_FILE_MODE, &credentials)?;

    let probe_map = probes
        .iter()
        .map(|Probe { cave, shelf, sensor_id }| format!("[[probe]]\ncave = \"{cave}\"\nshelf = {shelf}\nsensor = \"{sensor_id}\"\n"))
        .collect::<Vec<_>>()
        .join("\n");
    write_file(&dir.join("probes.toml"), 0o644, &probe_map)?;

    println!("gateway configured with {} probes in {CONFIG_DIR}", probes.len());
    Ok(())
}
