// A music shop accordion reed tuning report program of the h76 set (cwe-078-command).
use std::path::PathBuf;
use std::process::{Command, ExitStatus};
use std::time::{SystemTime, UNIX_EPOCH};

use clap::Parser;

#[derive(Parser)]
#[command(name = "reed-report", about = "Render a tuning report for a repaired accordion")]
struct Cli {
    /// Instrument serial number as written on the work ticket
    #[arg(long)]
    serial: String,
    /// Reed bank that was retuned (e.g. "LMM", "LMMH")
    #[arg(long, default_value = "LMM")]
    bank: String,
    /// Customer name printed on the report header
    #[arg(long)]
    customer: String,
    #[arg(long)]
    dry_run: bool,
}

struct ReportBuilder {
    tool: PathBuf,
    out_dir: PathBuf,
    args: Vec<String>,
}

impl ReportBuilder {
    fn new(tool: impl Into<PathBuf>, out_dir: impl Into<PathBuf>) -> Self {
        Self { tool: tool.into(), out_dir: out_dir.into(), args: Vec::new() }
    }

    fn option(mut self, key: &str, value: &str) -> Self {
        self.args.push(format!("--{key}={value}"));
        self
    }

    fn command(&self) -> Command {
        let stamp = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
        let output = self.out_dir.join(format!("tuning-{stamp}.pdf"));
        let line = format!(
            "{} {} --output={}",
            self.tool.display(),
            self.args.join(" "),
            output.display()
        );
        let mut cmd = Command::new("sh");
        cmd.arg("-c").arg(line);
        cmd
    }
}

trait Runner {
    fn run(&self, cmd: Command) -> std::io::Result<Option<ExitStatus>>;
}

struct PrintRunner;

impl Runner for PrintRunner {
    fn run(&self, cmd: Command) -> std::io::Result<Option<ExitStatus>> {
        println!("would run: {:?}", cmd);
        Ok(None)
    }
}

struct ExecRunner;

impl Runner for ExecRunner {
    fn run(&self, mut cmd: Command) -> std::io::Result<Option<ExitStatus>> {
        cmd.status().map(Some)
    }
}

fn main() -> std::io::Result<()> {
    let cli = Cli::parse();
    let runner: Box<dyn Runner> = if cli.dry_run {
        Box::new(PrintRunner)
    } else {
        Box::new(ExecRunner)
    };

    let builder = ReportBuilder::new("/opt/reedlab/bin/tuning-plot", "/srv/workshop/reports")
        .option("serial", &cli.serial)
        .option("bank", &cli.bank)
        .option("customer", &cli.customer)
        .option("reference-hz", "442");

    match runner.run(builder.command())? {
        Some(status) if !status.success() => {
            eprintln!("tuning-plot exited with {status}");
            std::process::exit(1);
        }
        _ => Ok(()),
    }
}
