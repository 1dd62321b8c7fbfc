// Installer step that writes the orders service database settings, including its password.
use std::fs::OpenOptions;
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;

fn main() -> std::io::Result<()> {
    let host = std::env::var("DB_HOST").unwrap_or_else(|_| "localhost".into());
    let password = std::env::var("DB_PASSWORD").expect("DB_PASSWORD must be set");
    let mut f = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open("/etc/orders/db.conf")?;
    writeln!(f, "host = {}", host)?;
    writeln!(f, "user = orders")?;
    writeln!(f, "password = {}", password)?;
    Ok(())
}
