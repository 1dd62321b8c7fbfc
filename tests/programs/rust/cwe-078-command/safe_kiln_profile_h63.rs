// A kiln profile program of the h63 set (cwe-078-command).
use std::io::{self, Read};
use std::process::{Command, ExitStatus};

use clap::{Parser, Subcommand};
use serde::Deserialize;

/// Front end used by the glass studio's booking kiosk to drive the annealers.
#[derive(Parser)]
#[command(name = "annealer", version, about = "Glassblowing annealer control")]
struct Cli {
    #[command(subcommand)]
    command: Commands,
}

#[derive(Subcommand)]
enum Commands {
    /// Load a firing profile into one annealer
    Load {
        #[arg(long)]
        kiln: u8,
        #[arg(long)]
        profile: String,
    },
    /// Load every profile listed in a booking sheet piped in by the kiosk
    Batch,
}

#[derive(Deserialize)]
struct Booking {
    kiln: u8,
    profile: String,
}

pub trait Runner {
    fn run(&self, argv: &[String]) -> io::Result<ExitStatus>;
}

pub struct ControllerRunner;

impl Runner for ControllerRunner {
    fn run(&self, argv: &[String]) -> io::Result<ExitStatus> {
        let (program, args) = argv.split_first().ok_or(io::ErrorKind::InvalidInput)?;
        Command::new(program).args(args).status()
    }
}

pub trait KilnCommand {
    fn execute(&self, runner: &dyn Runner) -> io::Result<ExitStatus>;
}

pub struct LoadProfile {
    kiln: u8,
    profile: String,
}

impl LoadProfile {
    pub fn new(kiln: u8, profile: &str) -> Result<Self, String> {
        if !(1..=6).contains(&kiln) {
            return Err(format!("studio has no annealer {kiln}"));
        }
        if profile.is_empty() || profile.len() > 48 {
            return Err("profile name must be 1-48 characters".into());
        }
        if profile.starts_with('-')
            || !profile.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err("profile name may only contain letters, digits, '-' and '_'".into());
        }
        Ok(Self { kiln, profile: profile.to_string() })
    }
}

impl KilnCommand for LoadProfile {
    fn execute(&self, runner: &dyn Runner) -> io::Result<ExitStatus> {
        let argv = vec![
            "annealctl".to_string(),
            "--kiln".to_string(),
            self.kiln.to_string(),
            "load".to_string(),
            self.profile.clone(),
        ];
        runner.run(&argv)
    }
}

fn commands_from(cli: Cli) -> Result<Vec<Box<dyn KilnCommand>>, Box<dyn std::error::Error>> {
    let mut commands: Vec<Box<dyn KilnCommand>> = Vec::new();
    match cli.command {
        Commands::Load { kiln, profile } => commands.push(Box::new(LoadProfile::new(kiln, &profile)?)),
        Commands::Batch => {
            let mut sheet = String::new();
            io::stdin().read_to_string(&mut sheet)?;
            let bookings: Vec<Booking> = serde_json::from_str(&sheet)?;
            for booking in bookings {
                commands.push(Box::new(LoadProfile::new(booking.kiln, &booking.profile)?));
            }
        }
    }
    Ok(commands)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let runner = ControllerRunner;
    for command in commands_from(Cli::parse())? {
        let status = command.execute(&runner)?;
        if !status.success() {
            return Err(format!("annealctl exited with {status}").into());
        }
    }
    Ok(())
}
