//! The data files compiled into the binary (see `build.rs`): roles, trigger vocabulary and
//! templates, addressed by their path under `config/` or `templates/` (the scan rules are the
//! scanner's own).

include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

/// A file under `config/`, by its relative path (`skills/coding/architect.yaml`).
pub fn config_file(path: &str) -> Option<&'static str> {
    CONFIG_FILES.iter().find(|(p, _)| *p == path).map(|(_, text)| *text)
}

/// Every file under `config/` whose path starts with `prefix`, in path order.
pub fn config_files_under(prefix: &str) -> impl Iterator<Item = (&'static str, &'static str)> {
    CONFIG_FILES.iter().filter(move |(p, _)| p.starts_with(prefix)).copied()
}

/// A template under `templates/`, by name (`smith.md.j2`).
pub fn template(name: &str) -> Option<&'static str> {
    TEMPLATE_FILES.iter().find(|(p, _)| *p == name).map(|(_, text)| *text)
}
