//! `config show` output: each setting, its value and the layer it came from.

use std::io::Write;

use serde::Serialize;
use serde_json::Value;

use crate::config::{Config, KEY_VARS, ModelError, Source};

use super::{json, pad};

#[derive(Serialize)]
struct Row {
    key: String,
    value: Value,
    source: Source,
}

#[derive(Serialize)]
struct ShowJson<'a> {
    files: Vec<String>,
    settings: Vec<Row>,
    models: Vec<Value>,
    keys: Vec<(&'a str, String)>,
}

pub fn show(w: &mut dyn Write, config: &Config, as_json: bool) {
    let _ = show_inner(w, config, as_json);
}

fn show_inner(w: &mut dyn Write, config: &Config, as_json: bool) -> std::io::Result<()> {
    let rows: Vec<Row> = config.explain().into_iter().map(|(key, value, source)| Row { key, value, source }).collect();
    let mut key_vars: Vec<String> = KEY_VARS.iter().map(|s| s.to_string()).collect();
    for m in std::iter::once(&config.settings.model).chain(config.settings.models.values()) {
        if let Some(v) = &m.api_key_env
            && !key_vars.contains(v)
        {
            key_vars.push(v.clone());
        }
    }
    let keys: Vec<(&str, String)> = key_vars
        .iter()
        .map(|v| (v.as_str(), config.secret(v).map_or_else(|| "not set".to_string(), |s| s.masked())))
        .collect();
    let models: Vec<(String, Result<crate::config::ResolvedModel, ModelError>)> =
        config.model_aliases().into_iter().map(|a| (a.clone(), config.model(Some(&a)))).collect();
    if as_json {
        let models = models
            .iter()
            .map(|(a, m)| match m {
                Ok(m) => serde_json::to_value(m).unwrap_or(Value::Null),
                Err(e) => serde_json::json!({"alias": a, "error": e.to_string()}),
            })
            .collect();
        let files = config.files.iter().map(|(_, p)| p.display().to_string()).collect();
        return json(w, &ShowJson { files, settings: rows, models, keys });
    }
    writeln!(w, "configuration files read:")?;
    if config.files.is_empty() {
        writeln!(w, "  (none)")?;
    }
    for (source, _) in &config.files {
        writeln!(w, "  {source}")?;
    }
    writeln!(w)?;
    writeln!(w, "models:")?;
    for (alias, m) in &models {
        match m {
            Ok(m) => {
                let key = match (&m.api_key, &m.api_key_env) {
                    (Some(k), Some(v)) => format!("key {} from {v}", k.masked()),
                    (None, Some(v)) => format!("no key ({v} not set)"),
                    _ => "no key needed".to_string(),
                };
                writeln!(w, "  {} {} {} at {}; {key}", pad(alias, 10), m.provider.as_str(), m.name, m.base_url)?;
            }
            Err(e) => writeln!(w, "  {} {e}", pad(alias, 10))?,
        }
    }
    writeln!(w)?;
    writeln!(w, "keys:")?;
    for (var, state) in &keys {
        writeln!(w, "  {} {state}", pad(var, 20))?;
    }
    writeln!(w)?;
    writeln!(w, "settings:")?;
    let width = rows.iter().map(|r| r.key.len()).max().unwrap_or(0).min(40);
    for r in &rows {
        let value = match &r.value {
            Value::String(s) => s.clone(),
            v => v.to_string(),
        };
        writeln!(w, "  {} = {}  ({})", pad(&r.key, width), value, r.source)?;
    }
    Ok(())
}
