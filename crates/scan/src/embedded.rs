//! The scan rules compiled into the scanner (see `build.rs`), addressed by their path under
//! `config/` (`rules/secrets.yaml`, `rules/code/python.yaml`).

include!(concat!(env!("OUT_DIR"), "/rules.rs"));

/// A rule file, by its path under `config/`.
pub fn config_file(path: &str) -> Option<&'static str> {
    RULE_FILES.iter().find(|(p, _)| *p == path).map(|(_, text)| *text)
}

/// Every rule file whose path starts with `prefix`, in path order.
pub fn config_files_under(prefix: &str) -> impl Iterator<Item = (&'static str, &'static str)> {
    RULE_FILES.iter().filter(move |(p, _)| p.starts_with(prefix)).copied()
}
