//! Merging configuration layers: each layer is a partial JSON tree; later layers win key by key,
//! and every leaf remembers which layer set it.

use std::fmt;
use std::path::PathBuf;

use indexmap::IndexMap;
use serde::Serialize;
use serde_json::{Map, Value};

/// Where a setting's value came from, lowest precedence first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "layer", rename_all = "kebab-case")]
pub enum Source {
    Default,
    /// A value the program derives (e.g. the provider's own default model name).
    Derived {
        reason: String,
    },
    UserFile {
        path: PathBuf,
    },
    ProjectFile {
        path: PathBuf,
    },
    /// The file given with `--config`.
    ConfigFlag {
        path: PathBuf,
    },
    Env {
        var: String,
    },
    /// The `discussion:` section of `.agentsmith/skills.yaml`.
    SkillsFile {
        path: PathBuf,
    },
    Flag {
        flag: String,
    },
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Default => write!(f, "default"),
            Source::Derived { reason } => write!(f, "derived: {reason}"),
            Source::UserFile { path } => write!(f, "user file {}", path.display()),
            Source::ProjectFile { path } => write!(f, "project file {}", path.display()),
            Source::ConfigFlag { path } => write!(f, "--config {}", path.display()),
            Source::Env { var } => write!(f, "env {var}"),
            Source::SkillsFile { path } => write!(f, "skills file {}", path.display()),
            Source::Flag { flag } => write!(f, "flag {flag}"),
        }
    }
}

/// The merged tree and, for each leaf path (`model.name`), the layer that set it.
#[derive(Debug, Default)]
pub struct Merged {
    pub value: Value,
    pub origin: IndexMap<String, Source>,
}

impl Merged {
    pub fn new(defaults: Value) -> Self {
        Merged { value: defaults, origin: IndexMap::new() }
    }

    /// Lays `layer` over what is there: mappings merge key by key, anything else replaces.
    pub fn overlay(&mut self, layer: &Value, source: &Source) {
        merge(&mut self.value, layer, "", source, &mut self.origin);
    }

    /// Sets one leaf.
    pub fn set(&mut self, path: &str, value: Value, source: Source) {
        let mut layer = value;
        for key in path.rsplit('.') {
            let mut map = Map::new();
            map.insert(key.to_string(), layer);
            layer = Value::Object(map);
        }
        self.overlay(&layer, &source);
    }

    /// The layer that set `path`, or the nearest enclosing path that was set as a whole.
    pub fn source_of(&self, path: &str) -> Source {
        let mut p = path;
        loop {
            if let Some(s) = self.origin.get(p) {
                return s.clone();
            }
            match p.rfind('.') {
                Some(i) => p = &p[..i],
                None => return Source::Default,
            }
        }
    }

    pub fn get(&self, path: &str) -> Option<&Value> {
        path.split('.').try_fold(&self.value, |v, k| v.get(k))
    }
}

fn merge(base: &mut Value, layer: &Value, path: &str, source: &Source, origin: &mut IndexMap<String, Source>) {
    match (base, layer) {
        (Value::Object(base), Value::Object(layer)) => {
            for (k, v) in layer {
                let child = if path.is_empty() { k.clone() } else { format!("{path}.{k}") };
                match base.get_mut(k) {
                    Some(existing) if existing.is_object() && v.is_object() => {
                        merge(existing, v, &child, source, origin)
                    }
                    _ => {
                        base.insert(k.clone(), v.clone());
                        record(v, &child, source, origin);
                    }
                }
            }
        }
        (base, layer) => {
            *base = layer.clone();
            record(layer, path, source, origin);
        }
    }
}

fn record(v: &Value, path: &str, source: &Source, origin: &mut IndexMap<String, Source>) {
    // Clear what a replaced subtree recorded, then mark every new leaf.
    let prefix = format!("{path}.");
    origin.retain(|k, _| k != path && !k.starts_with(&prefix));
    match v {
        Value::Object(map) if !map.is_empty() => {
            for (k, child) in map {
                record(child, &format!("{path}.{k}"), source, origin);
            }
        }
        _ => {
            origin.insert(path.to_string(), source.clone());
        }
    }
}

/// Every leaf of a tree as `(path, value)`, in tree order; empty maps and lists are leaves.
pub fn leaves(v: &Value) -> Vec<(String, &Value)> {
    fn walk<'a>(v: &'a Value, path: String, out: &mut Vec<(String, &'a Value)>) {
        match v {
            Value::Object(map) if !map.is_empty() => {
                for (k, child) in map {
                    let p = if path.is_empty() { k.clone() } else { format!("{path}.{k}") };
                    walk(child, p, out);
                }
            }
            _ => out.push((path, v)),
        }
    }
    let mut out = Vec::new();
    walk(v, String::new(), &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn later_layers_win_per_leaf() {
        let mut m = Merged::new(json!({"model": {"name": null, "temperature": 0.2}, "limits": {"jobs": 4}}));
        let user = Source::UserFile { path: "u.yaml".into() };
        m.overlay(&json!({"model": {"name": "a"}, "models": {"fast": {"name": "f"}}}), &user);
        m.set("model.name", json!("b"), Source::Env { var: "AGENTSMITH_MODEL".into() });
        assert_eq!(m.get("model.name"), Some(&json!("b")));
        assert_eq!(m.source_of("model.name"), Source::Env { var: "AGENTSMITH_MODEL".into() });
        assert_eq!(m.source_of("model.temperature"), Source::Default);
        assert_eq!(m.source_of("models.fast.name"), user);
        assert_eq!(m.get("limits.jobs"), Some(&json!(4)));
    }
}
