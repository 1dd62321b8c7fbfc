// A nursery watering controller program of the h62 set (cwe-094-code).
// Plant nursery greenhouse: the sensor gateway pipes bench moisture readings
// (JSON lines) into this controller, which works out how many litres to give.
use mlua::Lua;
use serde::Deserialize;
use std::collections::HashMap;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::sync::mpsc;

#[derive(Deserialize, Debug)]
struct BenchReading {
    bench: String,
    species: String,
    moisture_pct: f64,
    air_temp_c: f64,
    formula_override: Option<String>,
}

type Profiles = HashMap<String, String>;

fn load_profiles(dir: &str) -> std::io::Result<Profiles> {
    std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().map_or(false, |x| x == "lua"))
        .map(|p| {
            let species = p.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            std::fs::read_to_string(&p).map(|body| (species, body))
        })
        .collect()
}

fn choose_formula(reading: &BenchReading, profiles: &Profiles) -> Result<String, String> {
    match &reading.formula_override {
        Some(custom) => Ok(custom.clone()),
        None => profiles
            .get(&reading.species)
            .cloned()
            .ok_or_else(|| format!("no watering profile for {}", reading.species)),
    }
}

fn litres_for(lua: &Lua, reading: &BenchReading, formula: &str) -> mlua::Result<f64> {
    let g = lua.globals();
    g.set("moisture", reading.moisture_pct)?;
    g.set("temp", reading.air_temp_c)?;
    lua.load(formula).set_name("watering").eval::<f64>()
}

fn controller(mut rx: mpsc::Receiver<BenchReading>, profiles: Profiles) {
    let lua = Lua::new();
    while let Some(reading) = rx.blocking_recv() {
        let outcome = choose_formula(&reading, &profiles)
            .and_then(|f| litres_for(&lua, &reading, &f).map_err(|e| e.to_string()));
        match outcome {
            Ok(l) if l > 0.0 => println!("bench {}: open valve for {:.1} L", reading.bench, l.min(40.0)),
            Ok(_) => println!("bench {}: no watering needed", reading.bench),
            Err(e) => eprintln!("bench {}: {}", reading.bench, e),
        }
    }
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let dir = std::env::var("WATERING_PROFILES").unwrap_or_else(|_| "/etc/nursery/profiles".into());
    let profiles = load_profiles(&dir)?;
    let (tx, rx) = mpsc::channel::<BenchReading>(128);
    let worker = std::thread::spawn(move || controller(rx, profiles));

    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    while let Some(line) = lines.next_line().await? {
        match serde_json::from_str::<BenchReading>(&line) {
            Ok(r) => {
                if tx.send(r).await.is_err() {
                    break;
                }
            }
            Err(e) => eprintln!("bad reading: {}", e),
        }
    }
    drop(tx);
    let _ = worker.join();
    Ok(())
}
