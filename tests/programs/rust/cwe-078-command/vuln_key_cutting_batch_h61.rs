// A key cutting batch program of the h61 set (cwe-078-command).
// Locksmith: the online shop exports duplicate-key orders as CSV. The workshop
// pipes that export into this tool, which drives the code-cutting machine via
// the vendor CLI `keycut` for every order line.
use std::io::{self, Read};
use std::process::Command;

use clap::Parser;
use regex::Regex;
use serde::Deserialize;

#[derive(Parser)]
#[command(about = "Cut keys for a batch of online orders read from stdin")]
struct Args {
    /// Machine profile configured on the workshop PC
    #[arg(long, default_value = "silca-futura")]
    machine: String,
    #[arg(long)]
    dry_run: bool,
}

#[derive(Debug, Deserialize)]
struct OrderLine {
    order_no: String,
    blank: String,
    bitting: String,
}

struct OrderValidator {
    blank: Regex,
    bitting: Regex,
}

impl OrderValidator {
    fn new() -> Self {
        Self {
            blank: Regex::new(r"^(UL050|KW1|SC1|YA1|AB18)$").unwrap(),
            bitting: Regex::new(r"[1-9]{5,7}").unwrap(),
        }
    }

    fn validate(&self, line: &OrderLine) -> Result<(), String> {
        if !self.blank.is_match(&line.blank) {
            return Err(format!("order {}: unsupported blank {}", line.order_no, line.blank));
        }
        if !self.bitting.is_match(&line.bitting) {
            return Err(format!("order {}: bitting must be 5-7 depths", line.order_no));
        }
        Ok(())
    }
}

trait CuttingMachine {
    fn cut(&self, blank: &str, bitting: &str) -> io::Result<bool>;
}

struct KeycutCli {
    profile: String,
    dry_run: bool,
}

impl CuttingMachine for KeycutCli {
    fn cut(&self, blank: &str, bitting: &str) -> io::Result<bool> {
        let mut script = format!("keycut --profile {} --blank {} --code {}", self.profile, blank, bitting);
        if self.dry_run {
            script.push_str(" --simulate");
        }
        let status = Command::new("/bin/sh").arg("-c").arg(&script).status()?;
        Ok(status.success())
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let profiles = ["silca-futura", "ilco-770"];
    if !profiles.contains(&args.machine.as_str()) {
        return Err(format!("unknown machine profile {}", args.machine).into());
    }
    let machine = KeycutCli { profile: args.machine, dry_run: args.dry_run };
    let validator = OrderValidator::new();

    let mut input = String::new();
    io::stdin().read_to_string(&mut input)?;
    let mut reader = csv::Reader::from_reader(input.as_bytes());
    for row in reader.deserialize::<OrderLine>() {
        let line = row?;
        if let Err(msg) = validator.validate(&line) {
            eprintln!("skipped: {msg}");
            continue;
        }
        let ok = machine.cut(&line.blank, &line.bitting)?;
        println!("{} {}", line.order_no, if ok { "cut" } else { "FAILED" });
    }
    Ok(())
}
