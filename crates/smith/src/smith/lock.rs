//! One process at a time in an `.agent-smith/` folder: an exclusive lock (`flock`) on
//! `.agent-smith/lock`, held for the whole command. The kernel releases it when the process
//! ends however it ends, so a lock left by a killed process is free; the file only says who
//! holds it, for the message the second process prints.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// Who holds the lock.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holder {
    pub pid: u32,
    pub command: String,
    pub started: String,
}

#[derive(Debug, thiserror::Error)]
pub enum LockError {
    #[error(
        "{folder} is in use by another agentsmith (PID {pid}, `{command}`, since {started}); wait for it to finish, or stop it (`kill {pid}`), then run this again",
        folder = .folder.display(), pid = .holder.pid, command = .holder.command, started = .holder.started
    )]
    Busy { folder: PathBuf, holder: Holder },
    #[error("{}: cannot take the run lock: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
}

/// The lock on one `.agent-smith/` folder; released when dropped (or when the process ends).
#[derive(Debug)]
pub struct RunLock {
    _file: File,
}

impl RunLock {
    /// Takes the lock on `folder` (an `.agent-smith/` folder, created if missing) for
    /// `command`, or says who holds it.
    pub fn acquire(folder: &Path, command: &str) -> Result<RunLock, LockError> {
        let path = folder.join("lock");
        let io = |source| LockError::Io { path: path.clone(), source };
        super::state::create_dir(folder).map_err(io)?;
        let mut file =
            OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&path).map_err(io)?;
        match file.try_lock() {
            Ok(()) => {
                let holder =
                    Holder { pid: std::process::id(), command: command.to_string(), started: crate::util::utc_now() };
                let text = serde_json::to_string(&holder).unwrap_or_default();
                file.set_len(0).map_err(io)?;
                file.rewind().map_err(io)?;
                file.write_all(text.as_bytes()).map_err(io)?;
                file.flush().map_err(io)?;
                Ok(RunLock { _file: file })
            }
            Err(TryLockError::WouldBlock) => {
                let mut text = String::new();
                let _ = file.read_to_string(&mut text);
                let holder = serde_json::from_str(&text).unwrap_or(Holder {
                    pid: 0,
                    command: "unknown".into(),
                    started: "an unknown time".into(),
                });
                Err(LockError::Busy { folder: folder.to_path_buf(), holder })
            }
            Err(TryLockError::Error(e)) => Err(io(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_holder_is_refused_until_the_first_lets_go() {
        let tmp = tempfile::tempdir().unwrap();
        let folder = tmp.path().join(".agent-smith");
        let first = RunLock::acquire(&folder, "agentsmith run").unwrap();
        match RunLock::acquire(&folder, "agentsmith resume") {
            Err(LockError::Busy { holder, .. }) => {
                assert_eq!((holder.pid, holder.command.as_str()), (std::process::id(), "agentsmith run"));
            }
            other => panic!("{other:?}"),
        }
        drop(first);
        assert!(RunLock::acquire(&folder, "agentsmith resume").is_ok());
        assert!(folder.join(".gitignore").is_file());
    }
}
