// A royalty exports program of the h70 set (cwe-732-permissions).
use chrono::{Local, NaiveDate};
use std::fs::{self, OpenOptions, Permissions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::time::Duration;

struct ExportTarget {
    name: &'static str,
    render: fn(NaiveDate) -> String,
    mode: u32,
}

struct Exporter {
    root: PathBuf,
    dir_mode: u32,
    targets: Vec<ExportTarget>,
}

fn royalty_csv(day: NaiveDate) -> String {
    let rows = [("Penrhyn Estate", 412.5, 3.10), ("Glyn Farm", 128.0, 2.85)];
    rows.iter()
        .map(|(owner, tonnes, rate)| format!("{day},{owner},{tonnes:.1},{rate:.2},{:.2}", tonnes * rate))
        .fold(String::from("date,landowner,tonnes,rate_gbp,due_gbp\n"), |acc, l| acc + &l + "\n")
}

fn blast_log(day: NaiveDate) -> String {
    [("B-14", "north bench", 220.0), ("B-15", "north bench", 180.0)]
        .iter()
        .map(|(id, bench, kg)| format!("{day} {id} {bench} charge={kg}kg"))
        .collect::<Vec<_>>()
        .join("\n")
}

impl Exporter {
    fn new(root: impl Into<PathBuf>) -> Self {
        Exporter {
            root: root.into(),
            // office staff read these through the quarry-office group
            dir_mode: 0o750,
            targets: vec![
                ExportTarget { name: "royalties.csv", render: royalty_csv, mode: 0o640 },
                ExportTarget { name: "blasts.log", render: blast_log, mode: 0o640 },
            ],
        }
    }

    fn day_folder(&self, day: NaiveDate) -> std::io::Result<PathBuf> {
        let folder = self.root.join(day.format("%Y/%m-%d").to_string());
        fs::create_dir_all(&folder)?;
        fs::set_permissions(&folder, Permissions::from_mode(self.dir_mode))?;
        Ok(folder)
    }

    fn write_one(folder: &Path, target: &ExportTarget, day: NaiveDate) -> std::io::Result<PathBuf> {
        let path = folder.join(target.name);
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(target.mode)
            .open(&path)?;
        file.write_all((target.render)(day).as_bytes())?;
        fs::set_permissions(&path, Permissions::from_mode(target.mode))?;
        Ok(path)
    }

    fn run(&self, day: NaiveDate) -> std::io::Result<Vec<PathBuf>> {
        let folder = self.day_folder(day)?;
        self.targets
            .iter()
            .map(|t| Self::write_one(&folder, t, day))
            .collect()
    }
}

#[tokio::main]
async fn main() {
    let exporter = Exporter::new("/mnt/office-share/quarry-exports");
    let mut nightly = tokio::time::interval(Duration::from_secs(24 * 3600));
    loop {
        nightly.tick().await;
        let today = Local::now().date_naive();
        match exporter.run(today) {
            Ok(paths) => paths.iter().for_each(|p| println!("exported {}", p.display())),
            Err(e) => eprintln!("export for {today} failed: {e}"),
        }
    }
}
