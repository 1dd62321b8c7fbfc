//! What a sandboxed command may see, from the configuration and the environment agentsmith
//! was started with: the variables it gets (an allowlist), the paths it may never read (the
//! home folder, the repository outside its copy, temporary and runtime folders of the host,
//! password and key stores), and the toolchains read again below them.

use std::path::{Path, PathBuf};

use crate::config::{Config, Env, SandboxMode};

/// Variables a command gets from agentsmith's environment when they are set. Nothing else is
/// inherited; HOME and TMPDIR point into the sandbox's scratch folder.
const ENV_ALLOW: &[&str] = &["PATH", "LANG", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "TZ", "USER", "LOGNAME", "TERM"];

/// Variables that say where a toolchain lives (not secrets): passed on, and the folder they
/// name is readable even below the home folder.
const TOOLCHAIN_VARS: &[&str] = &[
    "PYENV_ROOT",
    "RUSTUP_HOME",
    "CARGO_HOME",
    "NVM_DIR",
    "SDKMAN_DIR",
    "JAVA_HOME",
    "GOROOT",
    "VIRTUAL_ENV",
    "CONDA_PREFIX",
];

/// Names of credential files and folders, hidden wherever a folder around them is readable.
const CREDENTIAL_NAMES: &[&str] = &[
    "credentials",
    "credentials.toml",
    "credentials.json",
    ".credentials",
    ".credentials.json",
    "auth.json",
    ".netrc",
    ".git-credentials",
    ".npmrc",
    ".pypirc",
    ".ssh",
    ".aws",
    ".gnupg",
    ".docker",
    ".kube",
    ".azure",
    ".password-store",
    ".config",
];

/// The resolved sandbox policy of a command.
#[derive(Debug, Clone)]
pub struct Policy {
    /// `false` only with `tools.sandbox: off`.
    pub enabled: bool,
    pub network: bool,
    /// Namespaces as well as Landlock, seccomp and dropped capabilities (when the kernel allows).
    pub namespaces: bool,
    /// The oldest Landlock ABI accepted.
    pub min_abi: u8,
    /// The environment a command gets (HOME and TMPDIR are added per job).
    pub env: Vec<(String, String)>,
    pub hide: Vec<PathBuf>,
    pub read: Vec<PathBuf>,
    pub write: Vec<PathBuf>,
}

impl Policy {
    /// No confinement (`tools.sandbox: off`) and only PATH in the environment: for benchmarks
    /// and unit tests that run harmless programs of their own.
    pub fn unconfined(path: &str) -> Policy {
        Policy {
            enabled: false,
            network: false,
            namespaces: false,
            min_abi: 1,
            env: vec![("PATH".into(), path.into())],
            hide: Vec::new(),
            read: Vec::new(),
            write: Vec::new(),
        }
    }

    pub fn from_config(config: &Config, env: &Env) -> Policy {
        let t = &config.settings.tools;
        let network = t.network == crate::config::NetworkPolicy::Allow;
        let home = env.get("HOME").filter(|h| !h.is_empty()).map(PathBuf::from);
        let expand = |p: &PathBuf| -> PathBuf {
            match (p.strip_prefix("~"), &home) {
                (Ok(rest), Some(h)) => h.join(rest),
                _ => p.clone(),
            }
        };
        let mut hide = hidden_paths(home.as_deref(), &config.repo, network);
        if let Some(u) = &config.user_dir {
            hide.push(canon(u));
        }
        for v in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"] {
            if let Some(p) = env.get(v).filter(|p| p.starts_with('/')) {
                hide.push(canon(Path::new(p)));
            }
        }
        hide.extend(t.sandbox_hide.iter().map(|p| canon(&expand(p))).filter(|p| p.exists()));
        let keys = key_vars(config);
        let mut vars: Vec<(String, String)> = ENV_ALLOW
            .iter()
            .chain(TOOLCHAIN_VARS)
            .map(|k| k.to_string())
            .chain(t.env.iter().filter(|k| !keys.contains(k)).cloned())
            .filter_map(|k| env.get(&k).map(|v| (k, v.clone())))
            .collect();
        vars.push(("PYTHONDONTWRITEBYTECODE".into(), "1".into()));
        let mut read = toolchain_paths(env, home.as_deref(), &mut vars);
        let user_read: Vec<PathBuf> = t.sandbox_read.iter().map(|p| canon(&expand(p))).collect();
        read.extend(user_read.iter().cloned());
        confine(&mut read, &mut hide, &user_read, &config.repo);
        Policy {
            enabled: t.sandbox == SandboxMode::On,
            network,
            namespaces: t.sandbox_namespaces,
            min_abi: t.sandbox_min_abi.max(1),
            env: vars,
            hide,
            read,
            write: t.sandbox_write.iter().map(|p| canon(&expand(p))).collect(),
        }
    }
}

/// The toolchains a command may read: the folders on PATH (and around a `bin` folder, the
/// toolchain it is part of), those the toolchain variables name, and rustup's home (whose
/// variable is then added to `vars`: the sandbox replaces the home folder it defaults to).
fn toolchain_paths(env: &Env, home: Option<&Path>, vars: &mut Vec<(String, String)>) -> Vec<PathBuf> {
    let mut read: Vec<PathBuf> = Vec::new();
    let path_dirs = env.get("PATH").map(|p| p.split(':').map(PathBuf::from).collect::<Vec<_>>()).unwrap_or_default();
    for dir in path_dirs.iter().filter(|d| d.is_absolute()) {
        let dir = canon(dir);
        read.push(dir.clone());
        // `…/bin`, `…/shims`: the toolchain around it (its libraries, versions, settings).
        if matches!(dir.file_name().and_then(|n| n.to_str()), Some("bin" | "sbin" | "shims"))
            && let Some(parent) = dir.parent()
        {
            read.push(parent.to_path_buf());
        }
    }
    for v in TOOLCHAIN_VARS {
        if let Some(p) = env.get(*v).filter(|p| p.starts_with('/')) {
            read.push(canon(Path::new(p)));
        }
    }
    // rustup's proxies find the toolchains through RUSTUP_HOME, which defaults to the home
    // folder the sandbox replaces.
    if let Some(h) = home
        && !env.contains_key("RUSTUP_HOME")
        && h.join(".rustup").is_dir()
        && path_dirs.iter().any(|d| d.ends_with(".cargo/bin"))
    {
        vars.push(("RUSTUP_HOME".into(), h.join(".rustup").display().to_string()));
        read.push(canon(&h.join(".rustup")));
    }
    read
}

/// Narrows the readable folders so that none opens a hidden one or the repository wholesale
/// (the user's own `sandbox_read` grants may), and hides the credential files beside those
/// left; both lists sorted, without repeats.
fn confine(read: &mut Vec<PathBuf>, hide: &mut Vec<PathBuf>, user_read: &[PathBuf], repo: &Path) {
    // A grant must never open a hidden root (or an ancestor of one) wholesale: PATH entries
    // like `.` or the home folder itself are left out; the user's own `sandbox_read` may.
    read.retain(|r| user_read.contains(r) || !hide.iter().any(|h| h.starts_with(r)) && !repo.starts_with(r));
    read.sort();
    read.dedup();
    // Credential files beside a granted toolchain stay hidden.
    for r in read.iter() {
        for name in CREDENTIAL_NAMES {
            let p = r.join(name);
            if p.exists() {
                hide.push(p);
            }
        }
    }
    hide.sort();
    hide.dedup();
}

/// The model keys' variables: never passed to a command, even when `tools.env` lists them.
fn key_vars(config: &Config) -> Vec<String> {
    let mut keys: Vec<String> =
        crate::config::KEY_VARS.iter().chain(crate::config::TOKEN_VARS).map(|s| s.to_string()).collect();
    let s = &config.settings;
    keys.extend(s.model.api_key_env.iter().cloned());
    keys.extend(s.models.values().filter_map(|m| m.api_key_env.clone()));
    keys
}

fn canon(p: &Path) -> PathBuf {
    p.canonicalize().unwrap_or_else(|_| p.to_path_buf())
}

/// Paths no sandboxed command may read: the home folders, the repository (the command gets its
/// own copy), the host's temporary and runtime folders, and the system's password, sudo and
/// key files. Only those that exist, resolved.
pub fn hidden_paths(home: Option<&Path>, repo: &Path, network: bool) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    out.extend(home.map(Path::to_path_buf));
    out.push(repo.to_path_buf());
    for p in [
        "/root",
        "/home",
        "/tmp",
        "/var/tmp",
        "/etc/shadow",
        "/etc/shadow-",
        "/etc/gshadow",
        "/etc/gshadow-",
        "/etc/sudoers",
        "/etc/sudoers.d",
        "/etc/ssh",
        "/etc/ssl/private",
        "/etc/security/opasswd",
        "/var/mail",
        "/var/spool",
        "/var/backups",
        "/var/lib/docker",
        "/var/lib/containerd",
    ] {
        out.push(PathBuf::from(p));
    }
    // Host daemons listen in /run (docker.sock among them); with network allowed, name
    // resolution needs it, and only its secrets are hidden.
    if network {
        out.extend(["/run/secrets", "/var/run/secrets", "/run/user"].map(PathBuf::from));
    } else {
        out.extend(["/run", "/var/run"].map(PathBuf::from));
    }
    let mut out: Vec<PathBuf> = out.into_iter().filter(|p| p.exists()).map(|p| canon(&p)).collect();
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_home_and_the_repository_are_hidden() {
        let tmp = tempfile::tempdir().unwrap();
        let home = tmp.path().join("home");
        let repo = tmp.path().join("repo");
        std::fs::create_dir_all(&home).unwrap();
        std::fs::create_dir_all(&repo).unwrap();
        let h = hidden_paths(Some(&home), &repo, false);
        assert!(h.contains(&canon(&home)) && h.contains(&canon(&repo)));
        assert!(h.iter().all(|p| p.exists()));
    }
}
