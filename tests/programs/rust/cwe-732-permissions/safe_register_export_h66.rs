// A register export program of the h66 set (cwe-732-permissions).
// Glass-Eye taxidermy studio: monthly export of the specimen register for the
// county licensing officer. The register lists each mount with the client's
// name and address and the wildlife licence or CITES number for the specimen.
//   register-export 2024 03
use rusqlite::{params, Connection};
use std::fs::{self, File, Permissions};
use std::io::{BufWriter, Write};
use std::os::unix::fs::PermissionsExt;

const DB_PATH: &str = "/var/lib/glasseye/register.db";
const EXPORT_DIR: &str = "/var/lib/glasseye/exports";

fn csv_field(s: &str) -> String {
    if s.contains(',') || s.contains('"') || s.contains('\n') {
        let mut out = String::from("\"");
        out.push_str(&s.replace('"', "\"\""));
        out.push('"');
        out
    } else {
        s.to_string()
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: register-export YEAR MONTH");
        std::process::exit(2);
    }
    let year: u32 = args[1].parse()?;
    let month: u32 = args[2].parse()?;
    if !(1..=12).contains(&month) || year < 2000 {
        return Err("month must be 1-12 and year 2000 or later".into());
    }
    let period = format!("{:04}-{:02}", year, month);

    let conn = Connection::open(DB_PATH)?;
    let mut stmt = conn.prepare(
        "SELECT mount_no, species, client_name, client_address, licence_no \
         FROM register WHERE strftime('%Y-%m', received_on) = ?1 ORDER BY mount_no",
    )?;
    let rows = stmt.query_map(params![period], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, String>(3)?,
            r.get::<_, String>(4)?,
        ))
    })?;

    fs::create_dir_all(EXPORT_DIR)?;
    let path = format!("{}/register-{}.csv", EXPORT_DIR, period);
    let mut out = BufWriter::new(File::create(&path)?);
    writeln!(out, "mount_no,species,client_name,client_address,licence_no")?;
    let mut n = 0;
    for row in rows {
        let (mount, species, name, address, licence) = row?;
        writeln!(
            out,
            "{},{},{},{},{}",
            mount,
            csv_field(&species),
            csv_field(&name),
            csv_field(&address),
            csv_field(&licence)
        )?;
        n += 1;
    }
    out.flush()?;

    // the licensing officer collects the file over sftp; that account is in the studio group
    fs::set_permissions(&path, Permissions::from_mode(0o640))?;
    println!("{} mounts written to {}", n, path);
    Ok(())
}
