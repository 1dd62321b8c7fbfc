// Writes the service log file readable by the ops group.
use std::fs::OpenOptions;
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;

const LOG_MODE: u32 = 0o640;

fn main() -> std::io::Result<()> {
    let mut f = OpenOptions::new().create(true).append(true).mode(LOG_MODE).open("/var/log/app/service.log")?;
    writeln!(f, "started")?;
    Ok(())
}
