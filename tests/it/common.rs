//! Helpers shared by the integration tests.

use std::path::{Path, PathBuf};

use assert_cmd::Command;

/// A scratch project: a repository folder and a home folder, so no test sees the real user's
/// configuration or changes the test process's environment.
pub struct Project {
    pub dir: tempfile::TempDir,
}

impl Project {
    pub fn new() -> Project {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("repo")).unwrap();
        std::fs::create_dir_all(dir.path().join("home")).unwrap();
        Project { dir }
    }

    pub fn repo(&self) -> PathBuf {
        self.dir.path().join("repo")
    }

    pub fn home(&self) -> PathBuf {
        self.dir.path().join("home")
    }

    /// Writes `text` to `rel` under the repository, creating folders.
    pub fn write(&self, rel: &str, text: &str) -> PathBuf {
        write(&self.repo().join(rel), text)
    }

    /// Writes `text` to `rel` under the user's configuration folder.
    pub fn write_user(&self, rel: &str, text: &str) -> PathBuf {
        write(&self.home().join(".config/agentsmith").join(rel), text)
    }

    /// `agentsmith --repo <repo> ARGS` with an empty environment but for HOME.
    pub fn cmd(&self, args: &[&str]) -> Command {
        self.cmd_in(&self.repo(), args)
    }

    /// `agentsmith --repo <repo> ARGS` for another repository, with this project's home.
    pub fn cmd_in(&self, repo: &Path, args: &[&str]) -> Command {
        let mut c = Command::cargo_bin("agentsmith").unwrap();
        c.env_clear().env("HOME", self.home()).current_dir(self.dir.path()).arg("--repo").arg(repo).args(args);
        c
    }
}

pub fn write(path: &Path, text: &str) -> PathBuf {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
    path.to_path_buf()
}

/// Runs and returns (status, stdout, stderr).
pub fn run(mut c: Command) -> (i32, String, String) {
    let out = c.output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The repository's root (where Cargo.toml is).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `git -C dir ARGS` as a test user; stdout, or the test fails with git's message.
pub fn git(dir: &Path, args: &[&str]) -> String {
    let out = std::process::Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["-c", "user.name=Test User", "-c", "user.email=test@example.com"])
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The buggy-calc example's files in `p`'s repository, committed in a fresh git repository
/// (after whatever `p` holds already).
pub fn commit_buggy_calc(p: &Project) {
    for f in ["calc.py", "test_calc.py"] {
        p.write(f, &std::fs::read_to_string(root().join("examples/buggy-calc").join(f)).unwrap());
    }
    git(&p.repo(), &["init", "-q", "-b", "main"]);
    git(&p.repo(), &["config", "user.name", "Test User"]);
    git(&p.repo(), &["config", "user.email", "test@example.com"]);
    git(&p.repo(), &["add", "-A"]);
    git(&p.repo(), &["commit", "-q", "-m", "initial"]);
}

/// A project whose model is a script (`script.yaml`), with `config` first in its configuration
/// and quick retries.
pub fn scripted_project(script: &str, config: &str) -> (Project, PathBuf) {
    let p = Project::new();
    let file = p.write("script.yaml", script);
    p.write(
        ".agentsmith/config.yaml",
        &format!("{config}network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n"),
    );
    p.write("README.md", "# demo\n");
    (p, file)
}

/// `agentsmith ARGS` in the project, answered by the script.
pub fn scripted_cmd(p: &Project, script: &Path, args: &[&str]) -> Command {
    let mut c = p.cmd(args);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", script);
    c
}

/// Copies the folder `from` (files and subfolders) to `to`.
pub fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), &target).unwrap();
        }
    }
}
