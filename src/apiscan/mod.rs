//! `api-scan`'s deterministic stage: an OpenAPI 3.x or Swagger 2.0 document (JSON or YAML) is
//! read, every `$ref` is checked, and the checks in [`checks`] turn it into findings located at
//! the line of the operation, parameter, server or scheme they concern.

mod checks;

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use indexmap::IndexMap;
use serde::Deserialize;
use serde_json::Value;

use crate::diag::{Diagnostic, Diagnostics, Pos};
use crate::scan::finding::{Finding, fingerprint, snippet};
use crate::scan::secrets::RuleMeta;
use crate::yaml;

pub use checks::check;

/// The two families of the format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Version {
    Swagger2,
    OpenApi3,
}

/// A spec that parsed and whose references all resolve.
pub struct Spec {
    pub file: PathBuf,
    /// The file's path as reports show it.
    pub rel: String,
    pub text: String,
    pub doc: Value,
    pub version: Version,
    positions: IndexMap<String, Pos>,
}

#[derive(Debug, thiserror::Error)]
pub enum SpecError {
    #[error("{}: cannot read the spec: {source}", path.display())]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{0}")]
    Invalid(Diagnostics),
}

fn invalid(file: &Path, pos: Pos, message: String, help: &str) -> SpecError {
    SpecError::Invalid(Diagnostics(vec![Diagnostic::error(file, pos, message).with_help(help)]))
}

impl Spec {
    /// Reads and checks a spec; `rel` is how reports name it.
    pub fn load(file: &Path, rel: &str) -> Result<Spec, SpecError> {
        let text =
            std::fs::read_to_string(file).map_err(|source| SpecError::Read { path: file.to_path_buf(), source })?;
        Spec::parse(file, rel, text)
    }

    pub fn parse(file: &Path, rel: &str, text: String) -> Result<Spec, SpecError> {
        let doc: Value = yaml::parse(file, &text).map_err(|d| SpecError::Invalid(Diagnostics(vec![d])))?;
        let positions = yaml::pointer_positions(&text);
        let at = |p: &str| positions.get(p).copied().unwrap_or(Pos::FILE);
        let version = match (doc.get("openapi"), doc.get("swagger")) {
            (Some(v), _) if v.as_str().is_some_and(|s| s.starts_with("3.")) => Version::OpenApi3,
            (None, Some(v)) if v.as_str() == Some("2.0") || v.as_f64() == Some(2.0) => Version::Swagger2,
            (Some(v), _) => {
                return Err(invalid(
                    file,
                    at("/openapi"),
                    format!("unsupported OpenAPI version {v}"),
                    "api-scan reads OpenAPI 3.x and Swagger 2.0",
                ));
            }
            (None, Some(v)) => {
                return Err(invalid(
                    file,
                    at("/swagger"),
                    format!("unsupported Swagger version {v}"),
                    "api-scan reads OpenAPI 3.x and Swagger 2.0",
                ));
            }
            (None, None) => {
                return Err(invalid(
                    file,
                    Pos::FILE,
                    "not an OpenAPI document: it has neither an `openapi: 3.x` nor a `swagger: \"2.0\"` key".into(),
                    "give the path of an OpenAPI 3.x or Swagger 2.0 spec (JSON or YAML)",
                ));
            }
        };
        if !doc.is_object() {
            return Err(invalid(
                file,
                Pos::FILE,
                "the spec is not a mapping".into(),
                "an OpenAPI document is a JSON object / YAML mapping",
            ));
        }
        let spec = Spec { file: file.to_path_buf(), rel: rel.to_string(), text, doc, version, positions };
        spec.check_refs()?;
        Ok(spec)
    }

    /// The position of a JSON pointer, or of its nearest ancestor that has one.
    pub fn pos(&self, pointer: &str) -> Pos {
        let mut p = pointer.to_string();
        loop {
            if let Some(pos) = self.positions.get(&p) {
                return *pos;
            }
            match p.rfind('/') {
                Some(i) => p.truncate(i),
                None => return Pos::FILE,
            }
        }
    }

    /// Every `$ref` in the document resolves, to something other than a chain of references
    /// that comes back to itself.
    fn check_refs(&self) -> Result<(), SpecError> {
        let mut refs = Vec::new();
        collect_refs(&self.doc, String::new(), &mut refs);
        let mut diags = Vec::new();
        for (at, r) in refs {
            if let Err(message) = self.resolve_ref(&r) {
                let help = if message.contains("cycle") {
                    "make one of them a schema (or point it at one) instead of another $ref"
                } else if message.contains("external") {
                    "bundle the spec into one file first (e.g. `redocly bundle` or `swagger-cli bundle`)"
                } else {
                    "correct the reference, or add what it names"
                };
                diags.push(Diagnostic::error(&self.file, self.pos(&format!("{at}/$ref")), message).with_help(help));
            }
            if diags.len() >= 20 {
                break;
            }
        }
        if diags.is_empty() { Ok(()) } else { Err(SpecError::Invalid(Diagnostics(diags))) }
    }

    /// The value a `$ref` names, following chains of references.
    fn resolve_ref(&self, r: &str) -> Result<&Value, String> {
        let mut seen: Vec<String> = Vec::new();
        let mut current = r.to_string();
        loop {
            if seen.contains(&current) {
                seen.push(current);
                return Err(format!("`$ref` cycle: {}", seen.join(" -> ")));
            }
            let Some(pointer) = current.strip_prefix('#') else {
                return Err(format!("`$ref: {current}` is external; api-scan reads one self-contained file"));
            };
            let target = lookup(&self.doc, pointer).ok_or_else(|| self.missing(&current, pointer))?;
            seen.push(current.clone());
            match target.get("$ref").and_then(Value::as_str) {
                Some(next) => current = next.to_string(),
                None => return Ok(target),
            }
        }
    }

    fn missing(&self, r: &str, pointer: &str) -> String {
        let (parent, name) = pointer.rsplit_once('/').unwrap_or(("", pointer));
        let siblings: Vec<String> = lookup(&self.doc, parent)
            .and_then(Value::as_object)
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default();
        let close = siblings
            .iter()
            .filter(|s| strsim::jaro_winkler(s, name) > 0.85)
            .max_by(|a, b| strsim::jaro_winkler(a, name).total_cmp(&strsim::jaro_winkler(b, name)));
        match close {
            Some(c) => {
                format!("`$ref: {r}` does not resolve: there is no `{name}` under `#{parent}` (did you mean `{c}`?)")
            }
            None => format!("`$ref: {r}` does not resolve: nothing is at `{pointer}`"),
        }
    }

    /// `v`, or what it refers to when it is a `$ref` (references were checked at load).
    pub fn deref<'a>(&'a self, v: &'a Value) -> &'a Value {
        match v.get("$ref").and_then(Value::as_str) {
            Some(r) => self.resolve_ref(r).unwrap_or(v),
            None => v,
        }
    }

    /// A finding of `rule` at `pointer`; `occurrence` tells apart findings of one rule there.
    pub fn finding(
        &self,
        rule: &RuleMeta,
        pointer: &str,
        detail: String,
        severity: Option<crate::config::Severity>,
    ) -> Finding {
        let pos = self.pos(pointer);
        let line = self.text.lines().nth(pos.line.saturating_sub(1)).unwrap_or("");
        Finding {
            rule_id: rule.id.clone(),
            family: rule.family.clone(),
            title: rule.title.clone(),
            severity: severity.unwrap_or(rule.severity),
            confidence: rule.confidence,
            cwe: rule.cwe.clone(),
            path: self.rel.clone(),
            start_line: pos.line.max(1),
            end_line: pos.line.max(1),
            snippet: snippet(line, &[]),
            detail: Some(detail),
            fingerprint: fingerprint(&rule.id, &self.rel, pointer, 0),
            suppression: None,
        }
    }
}

/// The JSON pointer's target (`""` is the whole document).
fn lookup<'a>(doc: &'a Value, pointer: &str) -> Option<&'a Value> {
    if pointer.is_empty() {
        return Some(doc);
    }
    doc.pointer(pointer)
}

fn collect_refs(v: &Value, at: String, out: &mut Vec<(String, String)>) {
    match v {
        Value::Object(m) => {
            if let Some(r) = m.get("$ref").and_then(Value::as_str) {
                out.push((at.clone(), r.to_string()));
            }
            for (k, child) in m {
                collect_refs(child, format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")), out);
            }
        }
        Value::Array(a) => {
            for (i, child) in a.iter().enumerate() {
                collect_refs(child, format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    rules: Vec<RuleMeta>,
}

/// The checks' rule metadata (`config/rules/api.yaml`).
pub fn rules() -> Result<Vec<RuleMeta>, Diagnostic> {
    let src = crate::embedded::config_file("rules/api.yaml").unwrap_or("rules: []\n");
    let raw: RawRules = yaml::parse(Path::new("config/rules/api.yaml"), src)?;
    Ok(raw.rules)
}

/// Pointers already walked, so recursive schemas end.
pub(crate) type Seen = HashSet<String>;
