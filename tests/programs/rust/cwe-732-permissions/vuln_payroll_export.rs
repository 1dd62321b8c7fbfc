// Nightly job that writes the plant's payroll export CSV into the pickup folder of the external payroll provider.
use std::{
    fs::{self, OpenOptions},
    io::Write,
    os::unix::fs::OpenOptionsExt,
    path::PathBuf,
};

pub struct PayrollLine {
    pub employee_no: String,
    pub name: String,
    pub hours: f32,
    pub rate_cents: u32,
    pub iban: String,
}

pub struct ExportConfig {
    pub out_dir: PathBuf,
    pub plant_code: String,
}

impl ExportConfig {
    pub fn from_env() -> Self {
        ExportConfig {
            out_dir: std::env::var("PAYROLL_EXPORT_DIR").unwrap_or_else(|_| "/srv/sftp/payroll/outbox".into()).into(),
            plant_code: std::env::var("PLANT_CODE").unwrap_or_else(|_| "PLT01".into()),
        }
    }
}

pub struct PayrollExporter {
    cfg: ExportConfig,
}

impl PayrollExporter {
    pub fn new(cfg: ExportConfig) -> Self {
        PayrollExporter { cfg }
    }

    fn file_path(&self, period: &str) -> PathBuf {
        self.cfg.out_dir.join(format!("payroll_{}_{}.csv", self.cfg.plant_code, period))
    }

    fn render(lines: &[PayrollLine]) -> String {
        let mut out = String::from("employee_no,name,hours,gross_cents,iban\n");
        for l in lines {
            let gross = (l.hours * l.rate_cents as f32).round() as u64;
            out.push_str(&format!("{},{},{:.2},{},{}\n", l.employee_no, l.name.replace(',', " "), l.hours, gross, l.iban));
        }
        out
    }

    pub fn write(&self, period: &str, lines: &[PayrollLine]) -> std::io::Result<PathBuf> {
        fs::create_dir_all(&self.cfg.out_dir)?;
        let path = self.file_path(period);
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o666)
            .open(&path)?;
        file.write_all(Self::render(lines).as_bytes())?;
        file.sync_all()?;
        Ok(path)
    }
}
