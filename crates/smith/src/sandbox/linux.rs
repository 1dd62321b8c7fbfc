//! The sandbox helper on Linux: a fresh, single-threaded copy of the agentsmith binary started
//! as `agentsmith __sandbox SPEC -- PROGRAM ARGS`, which confines itself and then runs the
//! program. In order:
//!
//! 1. New user, mount, PID, IPC and (without network) network namespaces, when the kernel allows
//!    them: the program's "root" has no power outside, it sees only its own processes, and has
//!    only a loopback interface.
//! 2. An init (PID 1 of the new namespace) that mounts a fresh `/proc`, the private temporary
//!    folder on `/tmp`, and empty `/dev/shm` and `/run`; it drops every capability, applies
//!    Landlock (write only the room, read everything but the hidden paths, no signals or abstract
//!    sockets outside) and a seccomp filter, then forks the program and waits for it.
//! 3. When the program ends, init ends, and the kernel kills whatever it left behind. Without a
//!    PID namespace the helper is a subreaper and kills the leftovers itself.
//!
//! Landlock and seccomp are required: if either cannot be applied the helper refuses with
//! [`UNAVAILABLE`] (fail closed). The namespaces are defence in depth, reported by the probe.

use std::collections::BTreeMap;
use std::ffi::{CString, OsString};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use landlock::{
    ABI, Access, AccessFs, AccessNet, BitFlags, CompatLevel, Compatible, LandlockStatus, PathBeneath, PathFd, Ruleset,
    RulesetAttr, RulesetCreatedAttr, RulesetStatus, Scope,
};
use seccompiler::{
    SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter, SeccompRule, TargetArch,
};

use super::{Protections, Spec, UNAVAILABLE};

/// Landlock rules at most: a walk that would add more grants less (never more).
const MAX_RULES: usize = 4096;

/// The ABI whose rights we ask for; older kernels get what they support (reported).
const LANDLOCK_ABI: ABI = ABI::V7;

static TERMINATE: AtomicBool = AtomicBool::new(false);

extern "C" fn on_term(_: libc::c_int) {
    TERMINATE.store(true, Ordering::SeqCst);
}

/// The helper's entry: `args` are what follows `__sandbox`. Returns the exit status to end with
/// (after a signal relay it may not return at all).
pub fn helper_main(args: &[OsString]) -> i32 {
    let (probe, rest) = match args.first().map(|a| a.as_bytes()) {
        Some(b"--probe") => (true, &args[1..]),
        _ => (false, args),
    };
    let Some(spec) = rest.first().and_then(|s| s.to_str()).and_then(|s| serde_json::from_str::<Spec>(s).ok()) else {
        return fail("the sandbox helper was started without a readable specification");
    };
    // SAFETY: setrlimit with constant arguments on this single-threaded process.
    unsafe {
        let zero = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        libc::setrlimit(libc::RLIMIT_CORE, &zero);
    }
    // Before anything is made non-dumpable: a non-dumpable process may not write its own
    // uid_map (its /proc files belong to root).
    let ns = match enter_namespaces(&spec) {
        Ok(ns) => ns,
        Err(e) => return fail(&e),
    };
    // SAFETY: prctl with constant arguments.
    unsafe { libc::prctl(libc::PR_SET_DUMPABLE, 0, 0, 0, 0) };
    if !ns.pid {
        // SAFETY: prctl with constant arguments.
        unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) };
    }
    let mut status_pipe = [0 as libc::c_int; 2];
    // SAFETY: pipe2 writes two descriptors into the array.
    if unsafe { libc::pipe2(status_pipe.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return fail(&format!("cannot create a pipe: {}", std::io::Error::last_os_error()));
    }
    install_term_handler();
    // SAFETY: getpid has no preconditions.
    let helper = unsafe { libc::getpid() };
    // SAFETY: the helper is single-threaded, so the child may run any code after fork.
    let init = unsafe { libc::fork() };
    if init < 0 {
        return fail(&format!("cannot fork: {}", std::io::Error::last_os_error()));
    }
    if init == 0 {
        // SAFETY: closing our copy of the read end; prctl/getppid have no preconditions.
        unsafe {
            libc::close(status_pipe[0]);
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0);
            // The helper may have died before the line above: then nobody waits for us.
            if !ns.pid && libc::getppid() != helper {
                libc::_exit(UNAVAILABLE);
            }
        }
        let code = init_main(&spec, ns, probe, status_pipe[1]);
        // SAFETY: ending the init without running destructors or atexit handlers twice.
        unsafe { libc::_exit(code) };
    }
    // SAFETY: closing our copy of the write end.
    unsafe { libc::close(status_pipe[1]) };
    let init_status = wait_for(init);
    kill_descendants();
    let mut raw = [0u8; 4];
    // SAFETY: reading at most 4 bytes into a 4-byte buffer.
    let n = unsafe { libc::read(status_pipe[0], raw.as_mut_ptr().cast(), 4) };
    let command_status = if n == 4 { Some(i32::from_ne_bytes(raw)) } else { None };
    match (command_status, init_status) {
        (Some(s), _) => relay(s),
        (None, Some(s)) => relay(s),
        (None, None) => 128 + libc::SIGKILL,
    }
}

/// Which namespaces the helper entered.
#[derive(Debug, Clone, Copy, Default)]
struct Namespaces {
    user: bool,
    mount: bool,
    pid: bool,
    net: bool,
}

/// Enters the namespaces, or none when the kernel refuses them (then Landlock, seccomp and
/// dropped capabilities stand alone). Entered but not set up is an error: the helper stops.
fn enter_namespaces(spec: &Spec) -> Result<Namespaces, String> {
    // SAFETY: geteuid/getegid have no preconditions.
    let (uid, gid) = unsafe { (libc::geteuid(), libc::getegid()) };
    if !spec.namespaces {
        return Ok(Namespaces::default());
    }
    let mut flags = libc::CLONE_NEWUSER | libc::CLONE_NEWNS | libc::CLONE_NEWPID | libc::CLONE_NEWIPC;
    if !spec.network {
        flags |= libc::CLONE_NEWNET;
    }
    // SAFETY: unshare on a single-threaded process.
    if unsafe { libc::unshare(flags) } != 0 {
        return Ok(Namespaces::default());
    }
    // Keep the same ids inside, so files keep their owners; setgroups must be denied first.
    let _ = std::fs::write("/proc/self/setgroups", "deny");
    std::fs::write("/proc/self/uid_map", format!("{uid} {uid} 1"))
        .and_then(|()| std::fs::write("/proc/self/gid_map", format!("{gid} {gid} 1")))
        .map_err(|e| format!("the user namespace could not be set up ({e}); set `tools.sandbox_namespaces: false`"))?;
    Ok(Namespaces { user: true, mount: true, pid: true, net: !spec.network })
}

fn install_term_handler() {
    // SAFETY: a handler that only stores to an atomic; no SA_RESTART, so waitpid returns EINTR.
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = on_term as *const () as usize;
        libc::sigemptyset(&mut sa.sa_mask);
        sa.sa_flags = 0;
        libc::sigaction(libc::SIGTERM, &sa, std::ptr::null_mut());
        libc::sigaction(libc::SIGINT, &sa, std::ptr::null_mut());
        libc::sigaction(libc::SIGHUP, &sa, std::ptr::null_mut());
    }
}

/// Waits for `pid`; on SIGTERM kills it. Returns its raw wait status.
fn wait_for(pid: libc::pid_t) -> Option<i32> {
    loop {
        let mut status = 0;
        // SAFETY: waitpid writes the status into a local.
        let r = unsafe { libc::waitpid(pid, &mut status, 0) };
        if r == pid {
            return Some(status);
        }
        let err = std::io::Error::last_os_error();
        if err.raw_os_error() == Some(libc::EINTR) {
            if TERMINATE.load(Ordering::SeqCst) {
                // SAFETY: killing our own child.
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
            continue;
        }
        return None;
    }
}

/// Kills every process left under this one (it is their subreaper), until none is left.
fn kill_descendants() {
    let me = std::process::id();
    for _ in 0..1000 {
        let children = children_of(me);
        if children.is_empty() {
            // Reap what has died meanwhile.
            // SAFETY: non-blocking wait for any child.
            while unsafe { libc::waitpid(-1, std::ptr::null_mut(), libc::WNOHANG) } > 0 {}
            return;
        }
        for c in children {
            // SAFETY: signalling a process whose parent is this one.
            unsafe { libc::kill(c, libc::SIGKILL) };
        }
        // SAFETY: reaping killed children (blocking until at least one is gone).
        unsafe { libc::waitpid(-1, std::ptr::null_mut(), 0) };
    }
}

fn children_of(parent: u32) -> Vec<libc::pid_t> {
    let Ok(dir) = std::fs::read_dir("/proc") else { return Vec::new() };
    dir.flatten()
        .filter_map(|e| e.file_name().to_str().and_then(|n| n.parse::<libc::pid_t>().ok()))
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/stat")).ok().and_then(|s| {
                // The command name is in parentheses and may hold spaces: read after the last ')'.
                let rest = s.rsplit_once(')')?.1;
                rest.split_whitespace().nth(1)?.parse::<u32>().ok()
            }) == Some(parent)
        })
        .collect()
}

/// Ends this process the way the command ended: the same exit code, or the same signal.
fn relay(status: i32) -> i32 {
    if libc::WIFEXITED(status) {
        return libc::WEXITSTATUS(status);
    }
    if libc::WIFSIGNALED(status) {
        let sig = libc::WTERMSIG(status);
        // SAFETY: restoring the default action and raising the signal on ourselves.
        unsafe {
            libc::signal(sig, libc::SIG_DFL);
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigaddset(&mut set, sig);
            libc::sigprocmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
            libc::raise(sig);
        }
        return 128 + sig;
    }
    128 + libc::SIGKILL
}

/// Says why the program cannot be confined (on the helper's stderr, which agentsmith reads)
/// and returns the status that means it.
fn fail(reason: &str) -> i32 {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{}{reason}", super::MARKER);
    UNAVAILABLE
}

/// PID 1 of the sandbox (or the plain child without namespaces): set up, confine, run, wait.
fn init_main(spec: &Spec, ns: Namespaces, probe: bool, status_fd: libc::c_int) -> i32 {
    let mut report = Protections { user_ns: ns.user, pid_ns: ns.pid, net_ns: ns.net, ..Protections::default() };
    if ns.mount
        && let Err(e) = mounts(spec, ns, &mut report)
    {
        return fail(&format!("the program's folders could not be set up: {e}"));
    }
    if ns.net {
        report.loopback = loopback_up();
    }
    if let Err(e) = drop_capabilities() {
        return fail(&e);
    }
    report.capabilities_dropped = true;
    match landlock(spec, ns, &mut report) {
        Ok(()) => {}
        Err(e) => return fail(&format!("Landlock: {e}")),
    }
    match seccomp(spec, ns) {
        Ok(()) => report.seccomp = true,
        Err(e) => return fail(&format!("seccomp: {e}")),
    }
    if probe {
        use std::io::Write;
        let _ = writeln!(std::io::stdout(), "{}", serde_json::to_string(&report).unwrap_or_default());
        return 0;
    }
    run_command(spec, status_fd)
}

/// Folders never covered, whatever the hidden list says: the system the program runs on.
const SYSTEM: &[&str] = &["/", "/usr", "/bin", "/sbin", "/lib", "/lib64", "/etc", "/proc", "/dev", "/sys", "/opt"];

/// Builds the program's view of the filesystem in its own mount namespace: a fresh `/proc`,
/// private `/tmp` and `/dev/shm`, and every hidden folder (the home folders, the repository,
/// `/run` with the host's daemon sockets) covered by an empty tmpfs, with the program's own
/// paths (its room, its toolchains) mounted back at the same place. Unix sockets are not
/// governed by Landlock: what is covered cannot be connected to at all.
fn mounts(spec: &Spec, ns: Namespaces, report: &mut Protections) -> Result<(), String> {
    let root = c("/");
    // SAFETY: mount(2) with valid C strings.
    let private = unsafe {
        libc::mount(
            std::ptr::null(),
            root.as_ptr(),
            std::ptr::null(),
            libc::MS_REC | libc::MS_PRIVATE,
            std::ptr::null(),
        )
    } == 0;
    if !private {
        return Ok(());
    }
    report.mount_ns = true;
    if ns.pid {
        report.proc_private = mount_fs("proc", "/proc", "proc", libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC, "");
    }
    let outer = covered(spec);
    let kept = opened_below(spec, &outer)?;
    cover(&outer, report);
    mount_back(kept)
}

/// The folders to cover with an empty tmpfs, outermost only, each with whether it is
/// writable: the hidden folders, then the private scratch folders (`/tmp`, `/dev/shm`).
fn covered(spec: &Spec) -> Vec<(PathBuf, bool)> {
    let mut covers: Vec<(PathBuf, bool)> =
        spec.hide.iter().filter(|h| h.is_dir()).map(|h| (h.clone(), false)).collect();
    for d in ["/tmp", "/dev/shm"] {
        covers.retain(|(c, _)| c != Path::new(d));
        covers.push((PathBuf::from(d), true));
    }
    covers.retain(|(c, _)| c.is_dir() && !SYSTEM.iter().any(|s| c == Path::new(s)));
    covers.sort();
    // A folder inside another covered one is covered with it.
    let mut outer: Vec<(PathBuf, bool)> = Vec::new();
    for (c, w) in covers {
        if !outer.iter().any(|(o, _)| c.starts_with(o)) {
            outer.push((c, w));
        }
    }
    outer
}

/// What must stay reachable below a covered folder (the writable, readable and working
/// folders), opened before it disappears.
fn opened_below(spec: &Spec, outer: &[(PathBuf, bool)]) -> Result<Vec<(PathBuf, std::fs::File)>, String> {
    let mut keep: Vec<PathBuf> = spec.write.iter().chain(&spec.read).chain([&spec.cwd]).cloned().collect();
    keep.sort();
    keep.dedup();
    let mut kept: Vec<(PathBuf, std::fs::File)> = Vec::new();
    for k in &keep {
        if kept.iter().any(|(p, _)| k.starts_with(p)) || !outer.iter().any(|(o, _)| k.starts_with(o)) {
            continue;
        }
        let file = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_PATH)
            .open(k)
            .map_err(|e| format!("{}: {e}", k.display()))?;
        kept.push((k.clone(), file));
    }
    Ok(kept)
}

/// Covers each folder with an empty tmpfs, and records in `report` what was.
fn cover(outer: &[(PathBuf, bool)], report: &mut Protections) {
    for (c, writable) in outer {
        let (flags, data) = if *writable {
            (libc::MS_NOSUID | libc::MS_NODEV, "size=512m,mode=1777")
        } else {
            (libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC, "size=1m,mode=755")
        };
        let Some(target) = c.to_str() else { continue };
        if mount_fs("tmpfs", target, "tmpfs", flags, data) {
            report.covered.push(c.display().to_string());
            if c == Path::new("/tmp") {
                report.tmp_private = true;
            }
            if c == Path::new("/run") {
                report.run_hidden = true;
            }
        }
    }
}

/// Mounts what was opened before the covering back at its place.
fn mount_back(kept: Vec<(PathBuf, std::fs::File)>) -> Result<(), String> {
    for (path, file) in kept {
        use std::os::fd::AsRawFd;
        let made = if std::fs::metadata(format!("/proc/self/fd/{}", file.as_raw_fd())).is_ok_and(|m| m.is_dir()) {
            std::fs::create_dir_all(&path)
        } else {
            path.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| std::fs::File::create(&path).map(drop))
        };
        made.map_err(|e| format!("{}: cannot be mounted back: {e}", path.display()))?;
        let from = PathBuf::from(format!("/proc/self/fd/{}", file.as_raw_fd()));
        if !bind(&from, &path) {
            return Err(format!("{}: cannot be mounted back: {}", path.display(), std::io::Error::last_os_error()));
        }
    }
    Ok(())
}

fn c(s: &str) -> CString {
    CString::new(s).unwrap_or_default()
}

fn mount_fs(source: &str, target: &str, fstype: &str, flags: libc::c_ulong, data: &str) -> bool {
    if !Path::new(target).is_dir() {
        return false;
    }
    let (s, t, f, d) = (c(source), c(target), c(fstype), c(data));
    // SAFETY: mount(2) with valid C strings.
    unsafe {
        libc::mount(
            s.as_ptr(),
            t.as_ptr(),
            f.as_ptr(),
            flags,
            if data.is_empty() { std::ptr::null() } else { d.as_ptr().cast() },
        ) == 0
    }
}

fn bind(from: &Path, to: &Path) -> bool {
    let (Ok(f), Ok(t)) = (CString::new(from.as_os_str().as_bytes()), CString::new(to.as_os_str().as_bytes())) else {
        return false;
    };
    // SAFETY: mount(2) with valid C strings.
    unsafe {
        libc::mount(f.as_ptr(), t.as_ptr(), std::ptr::null(), libc::MS_BIND | libc::MS_REC, std::ptr::null()) == 0
    }
}

/// Brings `lo` up in the new network namespace, so tests can use localhost.
fn loopback_up() -> bool {
    // SAFETY: a datagram socket and two ioctls on a zeroed, NUL-terminated ifreq.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_DGRAM | libc::SOCK_CLOEXEC, 0);
        if fd < 0 {
            return false;
        }
        let mut req: libc::ifreq = std::mem::zeroed();
        for (i, b) in b"lo".iter().enumerate() {
            req.ifr_name[i] = *b as libc::c_char;
        }
        let mut ok = libc::ioctl(fd, libc::SIOCGIFFLAGS, &mut req) == 0;
        if ok {
            req.ifr_ifru.ifru_flags |= (libc::IFF_UP | libc::IFF_RUNNING) as libc::c_short;
            ok = libc::ioctl(fd, libc::SIOCSIFFLAGS, &req) == 0;
        }
        libc::close(fd);
        ok
    }
}

/// Empties the bounding, ambient, inheritable, permitted and effective capability sets and
/// locks "root is not special", so neither this process nor anything it runs holds a capability.
fn drop_capabilities() -> Result<(), String> {
    // SAFETY: prctl and capget/capset on this process with properly sized structures.
    unsafe {
        let mut cap = 0;
        while libc::prctl(libc::PR_CAPBSET_READ, cap, 0, 0, 0) >= 0 {
            libc::prctl(libc::PR_CAPBSET_DROP, cap, 0, 0, 0);
            cap += 1;
            if cap > 255 {
                break;
            }
        }
        libc::prctl(libc::PR_CAP_AMBIENT, libc::PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
        // SECBIT_NOROOT | SECBIT_NOROOT_LOCKED | SECBIT_NO_SETUID_FIXUP | ..._LOCKED |
        // SECBIT_KEEP_CAPS_LOCKED | SECBIT_NO_CAP_AMBIENT_RAISE | ..._LOCKED.
        libc::prctl(libc::PR_SET_SECUREBITS, 0x01 | 0x02 | 0x04 | 0x08 | 0x20 | 0x40 | 0x80, 0, 0, 0);
        #[repr(C)]
        struct Header {
            version: u32,
            pid: i32,
        }
        #[repr(C)]
        #[derive(Default, Clone, Copy)]
        struct Data {
            effective: u32,
            permitted: u32,
            inheritable: u32,
        }
        const V3: u32 = 0x2008_0522;
        let mut h = Header { version: V3, pid: 0 };
        let zero = [Data::default(); 2];
        libc::syscall(libc::SYS_capset, &mut h, zero.as_ptr());
        let mut now = [Data::default(); 2];
        let mut h = Header { version: V3, pid: 0 };
        if libc::syscall(libc::SYS_capget, &mut h, now.as_mut_ptr()) != 0 {
            return Err(format!("cannot read the capabilities: {}", std::io::Error::last_os_error()));
        }
        if now.iter().any(|d| d.effective != 0 || d.permitted != 0) {
            return Err("the capabilities could not be dropped".into());
        }
    }
    Ok(())
}

/// Files and folders whose reads are granted: everything under `/` except the hidden paths,
/// then the paths granted again below them. Folders holding a hidden path are granted entry by
/// entry, so the hidden one stays out.
fn grants(roots: &[PathBuf], hidden: &[PathBuf], out: &mut Vec<PathBuf>) {
    fn walk(dir: &Path, hidden: &[PathBuf], out: &mut Vec<PathBuf>) {
        if out.len() >= MAX_RULES || hidden.iter().any(|h| h == dir) {
            return;
        }
        if !hidden.iter().any(|h| h.starts_with(dir) && h != dir) {
            out.push(dir.to_path_buf());
            return;
        }
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for e in entries.flatten() {
            let path = e.path();
            // A link is followed when the rule is made: grant it only when its target is not
            // hidden (the target itself is granted on its own path anyway).
            if e.file_type().is_ok_and(|t| t.is_symlink()) {
                match std::fs::canonicalize(&path) {
                    Ok(real) if !hidden.iter().any(|h| real.starts_with(h)) => {}
                    _ => continue,
                }
            }
            walk(&path, hidden, out);
        }
    }
    for r in roots {
        walk(r, hidden, out);
    }
}

fn landlock(spec: &Spec, ns: Namespaces, report: &mut Protections) -> Result<(), String> {
    let abi = LANDLOCK_ABI;
    let read = AccessFs::from_read(abi);
    let all = AccessFs::from_all(abi);
    let mut ruleset = Ruleset::default()
        .set_compatibility(CompatLevel::BestEffort)
        .handle_access(all)
        .map_err(|e| e.to_string())?
        .scope(Scope::AbstractUnixSocket | Scope::Signal)
        .map_err(|e| e.to_string())?;
    if !spec.network && !ns.net {
        // No network namespace: TCP is refused by Landlock too (ABI 4+), besides seccomp.
        ruleset = ruleset.handle_access(AccessNet::BindTcp | AccessNet::ConnectTcp).map_err(|e| e.to_string())?;
    }
    let mut created = ruleset.create().map_err(|e| e.to_string())?;
    let mut readable = Vec::new();
    grants(&[PathBuf::from("/")], &spec.hide, &mut readable);
    grants(&spec.read, &spec.hide, &mut readable);
    let mut rules: Vec<(PathBuf, BitFlags<AccessFs>)> = readable.into_iter().map(|p| (p, read)).collect();
    for p in &spec.write {
        rules.push((p.clone(), all));
    }
    let devices = AccessFs::WriteFile | AccessFs::IoctlDev;
    for d in ["/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/tty", "/dev/ptmx", "/dev/pts"]
    {
        rules.push((PathBuf::from(d), read | devices));
    }
    // Fresh tmpfs of this sandbox's own, writable, unless a read-only path was mounted back
    // below one: Landlock rights flow down through mount points, so it would become writable.
    let read_only_below =
        |d: &str| spec.read.iter().any(|r| r.starts_with(d) && !spec.write.iter().any(|w| r.starts_with(w)));
    for d in ["/tmp", "/dev/shm"] {
        if report.covered.iter().any(|c| c == d) && !read_only_below(d) {
            rules.push((PathBuf::from(d), all));
        }
    }
    for (path, access) in rules {
        let Ok(fd) = PathFd::new(&path) else { continue };
        let access = if path.is_dir() { access } else { access & AccessFs::from_file(abi) };
        created = created.add_rule(PathBeneath::new(fd, access)).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let status = created.restrict_self().map_err(|e| e.to_string())?;
    report.landlock_abi = match status.landlock {
        LandlockStatus::Available { effective_abi, .. } => effective_abi as i32,
        LandlockStatus::NotEnabled | LandlockStatus::NotImplemented => 0,
    };
    if report.landlock_abi < i32::from(spec.min_abi) {
        return Err(format!(
            "this kernel's ABI {} is older than tools.sandbox_min_abi ({})",
            report.landlock_abi, spec.min_abi
        ));
    }
    report.landlock = match status.ruleset {
        RulesetStatus::FullyEnforced => "full".into(),
        RulesetStatus::PartiallyEnforced => "partial".into(),
        RulesetStatus::NotEnforced => {
            return Err("not supported by this kernel (Linux 5.13 or later with Landlock enabled is needed)".into());
        }
    };
    if !status.no_new_privs {
        return Err("no_new_privs could not be set".into());
    }
    Ok(())
}

/// Syscalls refused with EPERM: kernel interfaces a test suite has no use for and an attacker
/// would (other processes' memory, the keyring, io_uring which bypasses this filter, new
/// namespaces, mounts, modules); and without network, sockets other than local ones.
fn seccomp(spec: &Spec, ns: Namespaces) -> Result<(), String> {
    let arch = if cfg!(target_arch = "x86_64") {
        TargetArch::x86_64
    } else if cfg!(target_arch = "aarch64") {
        TargetArch::aarch64
    } else {
        return Err("no filter for this CPU architecture".into());
    };
    let mut rules: BTreeMap<i64, Vec<SeccompRule>> = BTreeMap::new();
    let always = [
        libc::SYS_ptrace,
        libc::SYS_process_vm_readv,
        libc::SYS_process_vm_writev,
        libc::SYS_keyctl,
        libc::SYS_add_key,
        libc::SYS_request_key,
        libc::SYS_bpf,
        libc::SYS_perf_event_open,
        libc::SYS_userfaultfd,
        libc::SYS_io_uring_setup,
        libc::SYS_io_uring_enter,
        libc::SYS_io_uring_register,
        libc::SYS_unshare,
        libc::SYS_setns,
        libc::SYS_mount,
        libc::SYS_umount2,
        libc::SYS_pivot_root,
        libc::SYS_open_by_handle_at,
        libc::SYS_name_to_handle_at,
        libc::SYS_kexec_load,
        libc::SYS_init_module,
        libc::SYS_finit_module,
        libc::SYS_delete_module,
        libc::SYS_reboot,
        libc::SYS_swapon,
        libc::SYS_swapoff,
    ];
    for nr in always {
        rules.insert(nr, Vec::new());
    }
    let cond = |arg: u8, op: SeccompCmpOp, value: u64| {
        SeccompCondition::new(arg, SeccompCmpArgLen::Dword, op, value).map_err(|e| e.to_string())
    };
    // clone with any namespace flag: one rule per flag (rules of a syscall are alternatives).
    let mut clone_rules = Vec::new();
    for flag in [
        libc::CLONE_NEWUSER,
        libc::CLONE_NEWNS,
        libc::CLONE_NEWPID,
        libc::CLONE_NEWNET,
        libc::CLONE_NEWIPC,
        libc::CLONE_NEWUTS,
        libc::CLONE_NEWCGROUP,
    ] {
        let flag = flag as u64;
        clone_rules
            .push(SeccompRule::new(vec![cond(0, SeccompCmpOp::MaskedEq(flag), flag)?]).map_err(|e| e.to_string())?);
    }
    rules.insert(libc::SYS_clone, clone_rules);
    if !spec.network {
        // With a network namespace only loopback exists, so IP sockets stay usable for tests;
        // without one, only socketpair(2) and local sockets are left (and not even those
        // without a private /run, where the host's daemons listen).
        if !ns.net {
            let rule = if ns.mount {
                SeccompRule::new(vec![cond(0, SeccompCmpOp::Ne, libc::AF_UNIX as u64)?])
            } else {
                SeccompRule::new(vec![cond(0, SeccompCmpOp::Ge, 0)?])
            }
            .map_err(|e| e.to_string())?;
            rules.insert(libc::SYS_socket, vec![rule]);
        }
    }
    let deny = compile(rules, libc::EPERM, arch)?;
    // clone3 hides its flags in memory where a filter cannot look: it answers "not implemented",
    // and the C library falls back to clone, which the rules above see.
    let clone3 = compile(BTreeMap::from([(libc::SYS_clone3, Vec::new())]), libc::ENOSYS, arch)?;
    seccompiler::apply_filter(&deny).map_err(|e| e.to_string())?;
    seccompiler::apply_filter(&clone3).map_err(|e| e.to_string())
}

/// A filter that answers `errno` to the matching calls, with x32 calls refused too.
fn compile(
    rules: BTreeMap<i64, Vec<SeccompRule>>,
    errno: i32,
    arch: TargetArch,
) -> Result<seccompiler::BpfProgram, String> {
    let errno = errno as u32;
    let filter = SeccompFilter::new(rules, SeccompAction::Allow, SeccompAction::Errno(errno), arch)
        .map_err(|e| e.to_string())?;
    let program: seccompiler::BpfProgram = filter.try_into().map_err(|e: seccompiler::BackendError| e.to_string())?;
    // x32 system calls (numbers with bit 30 set) would slip past a filter written for x86_64.
    let mut full = vec![
        seccompiler::sock_filter { code: 0x20, jt: 0, jf: 0, k: 0 }, // ld [nr]
        seccompiler::sock_filter { code: 0x35, jt: 0, jf: 1, k: 0x4000_0000 }, // jge 0x40000000
        seccompiler::sock_filter { code: 0x06, jt: 0, jf: 0, k: 0x0005_0000 | libc::EPERM as u32 }, // ret errno
    ];
    full.extend(program);
    Ok(full)
}

/// Forks the program, waits for it (reaping any orphan meanwhile, as an init must), and sends
/// its raw wait status to the helper.
fn run_command(spec: &Spec, status_fd: libc::c_int) -> i32 {
    let Ok(program) = CString::new(spec.program.as_bytes()) else { return fail("the program name holds a NUL byte") };
    let mut argv: Vec<CString> = vec![program.clone()];
    for a in &spec.args {
        match CString::new(a.as_bytes()) {
            Ok(s) => argv.push(s),
            Err(_) => return fail("an argument holds a NUL byte"),
        }
    }
    let mut ptrs: Vec<*const libc::c_char> = argv.iter().map(|a| a.as_ptr()).collect();
    ptrs.push(std::ptr::null());
    let cwd = CString::new(spec.cwd.as_os_str().as_bytes()).unwrap_or_default();
    // SAFETY: fork in a single-threaded process; the child only calls async-signal-safe
    // functions (chdir, execvp, write, _exit) on memory prepared before the fork.
    let child = unsafe { libc::fork() };
    if child < 0 {
        return fail(&format!("cannot fork: {}", std::io::Error::last_os_error()));
    }
    if child == 0 {
        // SAFETY: see above.
        unsafe {
            libc::close(status_fd);
            if libc::chdir(cwd.as_ptr()) != 0 {
                let msg = b"agentsmith sandbox: cannot enter the working folder\n";
                libc::write(2, msg.as_ptr().cast(), msg.len());
                libc::_exit(127);
            }
            libc::execvp(program.as_ptr(), ptrs.as_ptr());
            let msg = b"agentsmith sandbox: cannot run the program (not found, or not executable here)\n";
            libc::write(2, msg.as_ptr().cast(), msg.len());
            libc::_exit(127);
        }
    }
    let mut status = 0;
    loop {
        let mut s = 0;
        // SAFETY: waiting for any child of ours.
        let r = unsafe { libc::waitpid(-1, &mut s, 0) };
        if r == child {
            status = s;
            break;
        }
        if r < 0 && std::io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
            break;
        }
    }
    let bytes = status.to_ne_bytes();
    // SAFETY: writing 4 bytes from a local buffer.
    unsafe { libc::write(status_fd, bytes.as_ptr().cast(), 4) };
    if libc::WIFEXITED(status) { libc::WEXITSTATUS(status) } else { 128 + libc::WTERMSIG(status) }
}
