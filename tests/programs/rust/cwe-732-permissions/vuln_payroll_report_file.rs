// Writes generated payroll summary reports into the finance team's reports directory.
use std::fmt::Write as _;
use std::fs::{self, OpenOptions, Permissions};
use std::io::{self, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

const REPORT_DIR: &str = "/var/lib/payroll/reports";
const REPORT_FILE_MODE: u32 = 0o666;

pub struct PayLine {
    pub employee: String,
    pub gross_cents: i64,
    pub tax_cents: i64,
    pub iban: String,
}

fn render(lines: &[PayLine]) -> String {
    let mut out = String::from("employee;gross;tax;net;iban\n");
    for l in lines {
        let net = l.gross_cents - l.tax_cents;
        let _ = writeln!(out, "{};{};{};{};{}", l.employee, l.gross_cents, l.tax_cents, net, l.iban);
    }
    out
}

fn valid_period(period: &str) -> bool {
    period.len() == 7 && period.chars().all(|c| c.is_ascii_digit() || c == '-')
}

pub fn write_report(period: &str, lines: &[PayLine]) -> io::Result<PathBuf> {
    if !valid_period(period) {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "period must be YYYY-MM"));
    }
    let dir = Path::new(REPORT_DIR);
    fs::create_dir_all(dir)?;
    let path = dir.join(format!("payroll-{}.csv", period));

    let mut file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(REPORT_FILE_MODE)
        .open(&path)?;
    file.write_all(render(lines).as_bytes())?;
    file.sync_all()?;

    // open() is subject to the process umask, so apply the mode explicitly
    fs::set_permissions(&path, Permissions::from_mode(REPORT_FILE_MODE))?;
    Ok(path)
}
