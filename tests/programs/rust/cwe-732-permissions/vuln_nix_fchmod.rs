// Writes the nightly export and adjusts its permissions for the downstream importer.
use nix::sys::stat::{fchmod, Mode};
use std::io::Write;
use std::os::unix::io::AsRawFd;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut f = std::fs::File::create("/srv/exports/customers.csv")?;
    f.write_all(b"id,email\n1,ana@example.org\n")?;
    fchmod(f.as_raw_fd(), Mode::from_bits_truncate(0o666))?;
    Ok(())
}
