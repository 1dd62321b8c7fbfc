//! `bench copies`: 25 leaf working copies of a 20,000-file repository: setup time and disk.

use std::collections::HashSet;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use agentsmith::git::Base;

const FILES: usize = 20_000;
const PER_DIR: usize = 100;
const LEAVES: usize = 25;
const TARGET_SECONDS: f64 = 5.0;
const TARGET_RATIO: f64 = 2.0;

fn git(dir: &Path, args: &[&str]) -> bool {
    Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["-c", "user.name=bench", "-c", "user.email=bench@localhost"])
        .args(args)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .status()
        .is_ok_and(|s| s.success())
}

/// The generated repository: `src/dNNN/fNNN.rs`, 100 files a folder, about 1 KB each.
fn generate(repo: &Path) -> Result<(), String> {
    if repo.join(".git").join("bench-complete").exists() {
        return Ok(());
    }
    let _ = std::fs::remove_dir_all(repo);
    for i in 0..FILES {
        let dir = repo.join("src").join(format!("d{:03}", i / PER_DIR));
        if i % PER_DIR == 0 {
            std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let body = format!("// file {i}\n{}", format!("pub fn f{i}() -> usize {{ {i} }}\n").repeat(30));
        let file = dir.join(format!("f{:03}.rs", i % PER_DIR));
        std::fs::write(&file, body).map_err(|e| format!("{}: {e}", file.display()))?;
    }
    std::fs::write(repo.join("Cargo.toml"), "[package]\nname = \"generated\"\n").map_err(|e| e.to_string())?;
    if !(git(repo, &["init", "-q"]) && git(repo, &["add", "-A"]) && git(repo, &["commit", "-q", "-m", "generated"])) {
        return Err("git could not commit the generated repository".into());
    }
    std::fs::write(repo.join(".git").join("bench-complete"), "").map_err(|e| e.to_string())
}

/// Bytes on disk below each of `roots` (blocks, hard links counted once, links not followed).
fn disk(roots: &[PathBuf], skip_git_dir: bool) -> u64 {
    let mut seen = HashSet::new();
    let mut total = 0;
    let mut stack: Vec<PathBuf> = roots.to_vec();
    while let Some(p) = stack.pop() {
        let Ok(m) = std::fs::symlink_metadata(&p) else { continue };
        if seen.insert((m.dev(), m.ino())) {
            total += m.blocks() * 512;
        }
        if m.is_dir()
            && let Ok(rd) = std::fs::read_dir(&p)
        {
            stack.extend(
                rd.flatten()
                    .map(|e| e.path())
                    .filter(|c| !(skip_git_dir && c.file_name().is_some_and(|n| n == ".git"))),
            );
        }
    }
    total
}

fn mb(b: u64) -> f64 {
    b as f64 / 1_048_576.0
}

pub fn main() {
    let tmp = std::env::temp_dir();
    let repo = tmp.join("agentsmith-bench-copies-repo");
    let started = Instant::now();
    if let Err(e) = generate(&repo) {
        eprintln!("bench copies: {e}");
        std::process::exit(1);
    }
    println!("repository: {FILES} files at {} (ready in {:.1} s)", repo.display(), started.elapsed().as_secs_f64());
    let checked_out = disk(std::slice::from_ref(&repo), true);
    let ws = tmp.join(format!("agentsmith-bench-copies-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&ws);
    let base = match agentsmith::git::prepare_base(&repo, &ws) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("bench copies: the base: {e}");
            std::process::exit(1);
        }
    };
    let started = Instant::now();
    let mut copies = leaf_copies(&base, &ws);
    let seconds = started.elapsed().as_secs_f64();
    let admin: Vec<PathBuf> = std::fs::read_dir(ws.join("base").join(".git").join("worktrees"))
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    let work_disk = disk(&copies, false);
    let admin_disk = disk(&admin, false);
    let used = work_disk + admin_disk;
    let files = checked_out_files(&copies);
    let ratio = used as f64 / checked_out.max(1) as f64;
    let verdict = |ok: bool| if ok { "meets" } else { "MISSES" };
    println!("checked-out size of the repository: {:.1} MB", mb(checked_out));
    println!("{LEAVES} leaf copies: {files} files checked out in all ({:.1} a copy)", files as f64 / LEAVES as f64);
    println!("setup time: {seconds:.2} s (target <= {TARGET_SECONDS} s: {})", verdict(seconds <= TARGET_SECONDS));
    println!(
        "disk: {:.1} MB ({:.1} MB of files, {:.1} MB of git's records, mostly the indexes) = {ratio:.2}x the checked-out size (target <= {TARGET_RATIO}x: {}; full worktrees: {LEAVES}x)",
        mb(used),
        mb(work_disk),
        mb(admin_disk),
        verdict(ratio <= TARGET_RATIO)
    );
    let full = ws.join("full");
    full_worktree(&base, &full);
    copies.push(full);
    let _ = agentsmith::git::remove_copies(&ws.join("base"), &copies);
    let _ = std::fs::remove_dir_all(&ws);
}

/// The `LEAVES` leaf copies of `base`, below `ws` as the executor places them.
fn leaf_copies(base: &Base, ws: &Path) -> Vec<PathBuf> {
    let mut copies = Vec::new();
    for leaf in 0..LEAVES {
        // A leaf's task names the files it works on, as a decomposition's subtasks do.
        let task = format!(
            "Change f{leaf} in src/d{:03}/f{:03}.rs and its caller in src/d{:03}/f{:03}.rs; see Cargo.toml.",
            leaf * 7,
            leaf,
            leaf * 7 + 1,
            leaf + 1
        );
        let work = ws.join("smiths").join(format!("smith-{leaf:03}")).join("private").join("work");
        if let Err(e) = agentsmith::git::leaf_copy(base, &work, &task) {
            eprintln!("bench copies: leaf {leaf}: {e}");
            std::process::exit(1);
        }
        copies.push(work);
    }
    copies
}

/// The files checked out in `copies`, `.git` files left out.
fn checked_out_files(copies: &[PathBuf]) -> usize {
    copies
        .iter()
        .map(|c| {
            let mut n = 0;
            let mut stack = vec![c.clone()];
            while let Some(d) = stack.pop() {
                for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                    match e.file_type() {
                        Ok(t) if t.is_dir() => stack.push(e.path()),
                        Ok(t) if t.is_file() && e.file_name() != ".git" => n += 1,
                        _ => {}
                    }
                }
            }
            n
        })
        .sum()
}

/// For reference: one full worktree of `base` at `full`, as every leaf had before.
fn full_worktree(base: &Base, full: &Path) {
    let started = Instant::now();
    if agentsmith::git::worktree(base, full).is_ok() {
        let one = started.elapsed().as_secs_f64();
        let full_disk = disk(&[full.to_path_buf()], false);
        println!(
            "for reference, one full worktree: {one:.2} s, {:.1} MB ({LEAVES} of them: about {:.0} s, {:.0} MB)",
            mb(full_disk),
            one * LEAVES as f64,
            mb(full_disk) * LEAVES as f64
        );
    }
}
