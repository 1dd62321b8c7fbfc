// A probe maintenance program of the h72 set (cwe-078-command).
use std::future::Future;
use std::io;
use std::net::IpAddr;
use std::process::Output;

use anyhow::{bail, Context};
use serde::Deserialize;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::net::TcpListener;
use tokio::process::Command;

#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum ProbeTask {
    Restart { device: String, host: String },
    FetchLogs { device: String, host: String, since_hours: u32 },
}

impl ProbeTask {
    fn device(&self) -> &str {
        match self {
            ProbeTask::Restart { device, .. } | ProbeTask::FetchLogs { device, .. } => device,
        }
    }

    fn host(&self) -> &str {
        match self {
            ProbeTask::Restart { host, .. } | ProbeTask::FetchLogs { host, .. } => host,
        }
    }

    fn remote_command(&self) -> String {
        match self {
            ProbeTask::Restart { .. } => "sudo systemctl restart kilnprobe".to_string(),
            ProbeTask::FetchLogs { since_hours, .. } => {
                format!("journalctl -u kilnprobe --since -{since_hours}h --no-pager")
            }
        }
    }
}

struct DeviceName(String);

impl TryFrom<&str> for DeviceName {
    type Error = anyhow::Error;

    fn try_from(raw: &str) -> Result<Self, Self::Error> {
        let (prefix, num) = raw.split_once('-').context("device name needs a dash")?;
        if !matches!(prefix, "kiln" | "field") || num.is_empty() || num.len() > 3 || !num.bytes().all(|b| b.is_ascii_digit()) {
            bail!("unknown device {raw}");
        }
        Ok(DeviceName(raw.to_owned()))
    }
}

trait RemoteShell {
    fn run(&self, host: &str, command: &str) -> impl Future<Output = io::Result<Output>> + Send;
}

struct SshShell {
    user: &'static str,
}

impl RemoteShell for SshShell {
    fn run(&self, host: &str, command: &str) -> impl Future<Output = io::Result<Output>> + Send {
        let line = format!("ssh -o BatchMode=yes -o ConnectTimeout=5 {}@{} \"{}\"", self.user, host, command);
        async move { Command::new("sh").arg("-c").arg(line).output().await }
    }
}

async fn dispatch<R: RemoteShell>(shell: &R, task: ProbeTask) -> anyhow::Result<String> {
    let device = DeviceName::try_from(task.device())?;
    let host: IpAddr = task
        .host()
        .parse()
        .with_context(|| format!("probe host {:?} is not an IP address", task.host()))?;
    let host = host.to_string();
    let out = shell.run(&host, &task.remote_command()).await?;
    if !out.status.success() {
        bail!("{} on {}: {}", device.0, host, String::from_utf8_lossy(&out.stderr));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let bus = TcpListener::bind("0.0.0.0:7400").await?;
    loop {
        let (stream, peer) = bus.accept().await?;
        tokio::spawn(async move {
            let shell = SshShell { user: "ops" };
            let mut lines = BufReader::new(stream).lines();
            while let Ok(Some(line)) = lines.next_line().await {
                let task: ProbeTask = match serde_json::from_str(&line) {
                    Ok(t) => t,
                    Err(e) => {
                        eprintln!("{peer}: unreadable task: {e}");
                        continue;
                    }
                };
                match dispatch(&shell, task).await {
                    Ok(out) => println!("{peer}: done ({} bytes of output)", out.len()),
                    Err(e) => eprintln!("{peer}: task failed: {e:#}"),
                }
            }
        });
    }
}
