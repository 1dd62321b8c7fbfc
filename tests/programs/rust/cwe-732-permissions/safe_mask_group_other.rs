// Tightens the permissions of the private key after it is written.
use std::fs;
use std::os::unix::fs::PermissionsExt;

fn main() -> std::io::Result<()> {
    let path = "/etc/app/tls/key.pem";
    fs::copy("/run/secrets/tls_key", path)?;
    let mut perms = fs::metadata(path)?.permissions();
    perms.set_mode(perms.mode() & !0o077);
    fs::set_permissions(path, perms)?;
    Ok(())
}
