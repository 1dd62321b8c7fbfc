// Creates the agent's control socket so the desktop helpers can reach it.
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::UnixListener;

fn main() -> std::io::Result<()> {
    let path = "/run/agent/control.sock";
    let _ = fs::remove_file(path);
    let listener = UnixListener::bind(path)?;
    let mut perms = fs::metadata(path)?.permissions();
    perms.set_mode(perms.mode() | 0o666);
    fs::set_permissions(path, perms)?;
    for conn in listener.incoming() {
        let _c = conn?;
    }
    Ok(())
}
