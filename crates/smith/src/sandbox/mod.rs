//! Every process run on a model's behalf — `run_command`, the test command in a smith's copy,
//! the verification of a patch — runs in a sandbox the kernel enforces, not string checks.
//!
//! On Linux the process is started through a helper (this binary, `agentsmith __sandbox`) that
//! confines itself before it runs the program: see [`linux`]. The program may write only its
//! room (the smith's copy and a private temporary folder) and read nothing of the user's home,
//! the repository outside its copy, or agentsmith's state; it has no network unless
//! `tools.network: allow`; it sees no process but its own, holds no capability, and cannot read
//! agentsmith's environment or memory. Its environment is built from an allowlist, never
//! inherited; its output is read in a bounded buffer; on timeout everything it started is killed.
//! Where the kernel refuses Landlock or seccomp the command is refused (fail closed), naming
//! `tools.sandbox: off`.

#[cfg(target_os = "linux")]
mod linux;
mod policy;
mod tests_run;

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use tokio::io::AsyncReadExt;

pub use policy::{Policy, hidden_paths};
pub use tests_run::{TestRun, TestSpec, run_tests};

/// The first argument that makes the binary the sandbox helper.
pub const HELPER_ARG: &str = "__sandbox";

/// The helper's exit status when it could not confine the program (nothing was run).
pub const UNAVAILABLE: i32 = 125;

/// The helper's stderr line before the reason it could not confine the program.
const MARKER: &str = "agentsmith-sandbox-unavailable: ";

/// What the helper applies: passed as one JSON argument (paths only, nothing secret).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Spec {
    pub program: String,
    pub args: Vec<String>,
    pub cwd: PathBuf,
    /// Writable (and readable): the room.
    pub write: Vec<PathBuf>,
    /// Readable again below a hidden path (toolchains on PATH under the home folder).
    pub read: Vec<PathBuf>,
    /// Never readable.
    pub hide: Vec<PathBuf>,
    pub network: bool,
    /// The private temporary folder, mounted on `/tmp` where a mount namespace is available.
    pub tmp: PathBuf,
    /// Use namespaces when the kernel allows them (`tools.sandbox_namespaces`).
    #[serde(default = "yes")]
    pub namespaces: bool,
    /// The oldest Landlock ABI accepted (`tools.sandbox_min_abi`).
    #[serde(default = "one")]
    pub min_abi: u8,
}

fn one() -> u8 {
    1
}

fn yes() -> bool {
    true
}

/// Which protections the helper could put in place (what `doctor` shows).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Protections {
    /// `full`, `partial` (an older kernel: fewer rights handled), or empty when not applied.
    pub landlock: String,
    pub landlock_abi: i32,
    pub seccomp: bool,
    pub capabilities_dropped: bool,
    pub user_ns: bool,
    pub pid_ns: bool,
    pub net_ns: bool,
    pub mount_ns: bool,
    pub proc_private: bool,
    pub tmp_private: bool,
    pub run_hidden: bool,
    pub loopback: bool,
    /// Folders replaced by an empty (or, for /tmp and /dev/shm, private) tmpfs.
    #[serde(default)]
    pub covered: Vec<String>,
}

/// The helper's entry point, for `main`: `args` are those after [`HELPER_ARG`].
pub fn helper_main(args: &[std::ffi::OsString]) -> i32 {
    #[cfg(target_os = "linux")]
    {
        linux::helper_main(args)
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = args;
        UNAVAILABLE
    }
}

/// Marks this process as not dumpable: no process of the same user may read its memory or
/// `/proc/<pid>/environ` (where the API keys are) without `CAP_SYS_PTRACE`, which sandboxed
/// processes never hold. Called first thing by `main`.
pub fn harden_self() {
    #[cfg(target_os = "linux")]
    // SAFETY: prctl with constant arguments.
    unsafe {
        libc::prctl(libc::PR_SET_DUMPABLE, 0, 0, 0, 0);
    }
}

#[derive(Debug, Clone, thiserror::Error)]
pub enum SandboxError {
    /// The kernel would not confine the command: it was not run.
    #[error(
        "refused: the sandbox cannot confine commands on this machine ({reason}); commands and tests that a model wrote run only inside it. To run them unconfined, at your own risk, set `tools.sandbox: off` in .agentsmith/config.yaml"
    )]
    Unavailable { reason: String },
    #[error("cannot run `{program}`: {detail}")]
    Spawn { program: String, detail: String },
}

/// How a sandboxed program ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Exit {
    Code(i32),
    Signal(i32),
    TimedOut,
}

/// Output kept in memory: at most the cap, from the end (where failures are), and how many
/// bytes were left out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Captured {
    pub text: String,
    pub dropped: u64,
}

impl Captured {
    /// The text with a note on what was left out.
    pub fn shown(&self) -> String {
        if self.dropped == 0 {
            self.text.clone()
        } else {
            format!("[… the first {} bytes are left out]\n{}", self.dropped, self.text)
        }
    }
}

#[derive(Debug, Clone)]
pub struct Outcome {
    pub exit: Exit,
    pub stdout: Captured,
    pub stderr: Captured,
    pub elapsed: Duration,
}

/// One program to run.
#[derive(Debug, Clone)]
pub struct Job<'a> {
    pub program: &'a str,
    pub args: &'a [String],
    pub cwd: &'a Path,
    /// The room: the folder the program may write (its copy, or the smith's private folder).
    pub room: &'a Path,
    /// A name for this job's scratch folders (temporary files, home): one per smith or stage.
    pub scratch: &'a str,
    pub timeout: Duration,
    pub output_cap: usize,
}

/// The sandbox of one command: the policy resolved from configuration, and the helper to start.
#[derive(Debug, Clone)]
pub struct Sandbox {
    pub policy: Policy,
    /// The agentsmith binary (the helper).
    pub helper: PathBuf,
    /// Where scratch folders go: `.agent-smith/sandbox`.
    pub scratch_root: PathBuf,
}

impl Sandbox {
    /// Runs `job`: confined (unless the policy is off), with the allowlisted environment, a
    /// timeout that kills everything it started, and bounded output.
    pub async fn run(&self, job: &Job<'_>) -> Result<Outcome, SandboxError> {
        let scratch = self.scratch_root.join(sanitize(job.scratch));
        let tmp = scratch.join("tmp");
        let home = scratch.join("home");
        // A fresh temporary folder every time; the home folder (caches) lasts the run.
        let _ = std::fs::remove_dir_all(&tmp);
        for d in [&tmp, &home] {
            std::fs::create_dir_all(d).map_err(|e| SandboxError::Spawn {
                program: job.program.into(),
                detail: format!("{}: {e}", d.display()),
            })?;
        }
        let mut env = self.policy.env.clone();
        env.push(("HOME".into(), home.display().to_string()));
        env.push(("TMPDIR".into(), tmp.display().to_string()));
        let mut cmd = self.command(job, &tmp, &home)?;
        cmd.current_dir(job.cwd)
            .env_clear()
            .envs(env)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        #[cfg(unix)]
        cmd.process_group(0);
        let started = Instant::now();
        let (exit, stdout, stderr) = self.wait(job, cmd).await?;
        let _ = std::fs::remove_dir_all(&tmp);
        if self.policy.enabled
            && exit == Exit::Code(UNAVAILABLE)
            && let Some(reason) = stderr.text.lines().find_map(|l| l.strip_prefix(MARKER))
        {
            return Err(SandboxError::Unavailable { reason: reason.trim().to_string() });
        }
        Ok(Outcome { exit, stdout, stderr, elapsed: started.elapsed() })
    }

    /// The command that runs the job: the program itself, or (sandbox on) the helper given the
    /// job's [`Spec`], which may write only the job's room, `tmp`, `home` and the policy's
    /// writable folders.
    fn command(&self, job: &Job<'_>, tmp: &Path, home: &Path) -> Result<tokio::process::Command, SandboxError> {
        if !self.policy.enabled {
            let mut c = tokio::process::Command::new(job.program);
            c.args(job.args);
            return Ok(c);
        }
        if !cfg!(target_os = "linux") {
            return Err(SandboxError::Unavailable { reason: "agentsmith has a kernel sandbox only on Linux".into() });
        }
        let canon = |p: &Path| p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
        let mut write = vec![canon(job.room), canon(tmp), canon(home)];
        write.extend(self.policy.write.iter().map(|p| canon(p)));
        let spec = Spec {
            program: job.program.to_string(),
            args: job.args.to_vec(),
            cwd: canon(job.cwd),
            write,
            read: self.policy.read.clone(),
            hide: self.policy.hide.clone(),
            network: self.policy.network,
            tmp: canon(tmp),
            namespaces: self.policy.namespaces,
            min_abi: self.policy.min_abi,
        };
        let spec = serde_json::to_string(&spec)
            .map_err(|e| SandboxError::Spawn { program: job.program.into(), detail: e.to_string() })?;
        let mut c = tokio::process::Command::new(&self.helper);
        c.arg(HELPER_ARG).arg(spec);
        Ok(c)
    }

    /// Starts `cmd` and waits for it up to the job's timeout, its output captured up to the
    /// job's cap; whatever it left running in its process group is killed.
    async fn wait(
        &self,
        job: &Job<'_>,
        mut cmd: tokio::process::Command,
    ) -> Result<(Exit, Captured, Captured), SandboxError> {
        let mut child =
            cmd.spawn().map_err(|e| SandboxError::Spawn { program: job.program.to_string(), detail: e.to_string() })?;
        let pid = child.id();
        let (Some(out), Some(err)) = (child.stdout.take(), child.stderr.take()) else {
            return Err(SandboxError::Spawn { program: job.program.into(), detail: "no output pipes".into() });
        };
        let cap = job.output_cap.max(1024);
        let stdout = tokio::spawn(capture(out, cap));
        let stderr = tokio::spawn(capture(err, cap));
        let exit = match tokio::time::timeout(job.timeout, child.wait()).await {
            Ok(Ok(status)) => {
                // Whatever the program left running in its group ends with it.
                kill_group(pid, false).await;
                exit_of(status)
            }
            Ok(Err(e)) => {
                kill_group(pid, true).await;
                return Err(SandboxError::Spawn { program: job.program.into(), detail: e.to_string() });
            }
            Err(_) => {
                kill_group(pid, true).await;
                let _ = child.kill().await;
                Exit::TimedOut
            }
        };
        // A pipe still held open by a process that escaped the group is not waited for.
        let grace = Duration::from_secs(2);
        let stdout = tokio::time::timeout(grace, stdout).await.ok().and_then(Result::ok).unwrap_or_default();
        let stderr = tokio::time::timeout(grace, stderr).await.ok().and_then(Result::ok).unwrap_or_default();
        Ok((exit, stdout, stderr))
    }

    /// Runs the helper's probe: which protections this machine gives a sandboxed command.
    pub async fn probe(&self) -> Result<Protections, SandboxError> {
        // A folder of its own outside the repository: the probe writes nothing there.
        let dir = std::env::temp_dir().join(format!("agentsmith-probe-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let canon = dir.canonicalize().unwrap_or(dir.clone());
        let spec = Spec {
            program: "true".into(),
            args: Vec::new(),
            cwd: canon.clone(),
            write: vec![canon.clone()],
            read: self.policy.read.clone(),
            hide: self.policy.hide.clone(),
            network: self.policy.network,
            tmp: canon,
            namespaces: self.policy.namespaces,
            min_abi: self.policy.min_abi,
        };
        let spec = serde_json::to_string(&spec)
            .map_err(|e| SandboxError::Spawn { program: "probe".into(), detail: e.to_string() })?;
        let out = tokio::process::Command::new(&self.helper)
            .arg(HELPER_ARG)
            .arg("--probe")
            .arg(spec)
            .env_clear()
            .envs(self.policy.env.clone())
            .stdin(Stdio::null())
            .kill_on_drop(true)
            .output();
        let out = tokio::time::timeout(Duration::from_secs(20), out)
            .await
            .map_err(|_| SandboxError::Spawn { program: "probe".into(), detail: "no answer in 20 s".into() })?
            .map_err(|e| SandboxError::Spawn { program: "probe".into(), detail: e.to_string() })?;
        let _ = std::fs::remove_dir_all(&dir);
        let stderr = String::from_utf8_lossy(&out.stderr);
        if let Some(reason) = stderr.lines().find_map(|l| l.strip_prefix(MARKER)) {
            return Err(SandboxError::Unavailable { reason: reason.trim().to_string() });
        }
        serde_json::from_slice(&out.stdout).map_err(|e| SandboxError::Spawn {
            program: "probe".into(),
            detail: format!("unreadable answer ({e}): {}", stderr.trim()),
        })
    }
}

/// A scratch folder's name from a smith id or stage (`smith-root/smith-001` -> `smith-root.smith-001`).
fn sanitize(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '.' }).collect()
}

fn exit_of(status: std::process::ExitStatus) -> Exit {
    if let Some(c) = status.code() {
        return Exit::Code(c);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(s) = status.signal() {
            return Exit::Signal(s);
        }
    }
    Exit::Code(-1)
}

/// Kills the process group led by `pid`. While the leader lives (a timeout) it is first asked
/// to stop, so the helper can kill what the program started; then the whole group is killed.
async fn kill_group(pid: Option<u32>, leader_alive: bool) {
    #[cfg(unix)]
    if let Some(pid) = pid.and_then(|p| i32::try_from(p).ok()) {
        if leader_alive {
            // SAFETY: signalling our own child, not yet reaped.
            unsafe {
                libc::kill(pid, libc::SIGTERM);
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        // SAFETY: signalling the process group this job created (process_group(0)).
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
    }
    #[cfg(not(unix))]
    let _ = (pid, leader_alive);
}

/// Reads a pipe to its end, keeping only the last `cap` bytes in memory.
async fn capture<R: tokio::io::AsyncRead + Unpin>(mut r: R, cap: usize) -> Captured {
    let mut keep: std::collections::VecDeque<u8> = std::collections::VecDeque::with_capacity(cap.min(1 << 16));
    let mut dropped = 0u64;
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        match r.read(&mut buf).await {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                keep.extend(&buf[..n]);
                if keep.len() > cap {
                    let over = keep.len() - cap;
                    keep.drain(..over);
                    dropped += over as u64;
                }
            }
        }
    }
    let bytes: Vec<u8> = keep.into();
    Captured { text: String::from_utf8_lossy(&bytes).into_owned(), dropped }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn output_is_bounded_in_memory() {
        let data = vec![b'x'; 100_000];
        let c = capture(&data[..], 1000).await;
        assert_eq!((c.text.len(), c.dropped), (1000, 99_000));
        assert!(c.shown().starts_with("[… the first 99000 bytes are left out]"));
    }

    #[test]
    fn scratch_names_are_plain() {
        assert_eq!(sanitize("smith-root/smith-001"), "smith-root.smith-001");
        assert_eq!(sanitize("../x"), "...x");
    }
}
