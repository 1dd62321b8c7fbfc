//! `api-scan`'s deterministic stage: an OpenAPI 3.x or Swagger 2.0 document (JSON or YAML) is
//! read, every `$ref` is checked, and the checks in `checks` turn it into findings located at
//! the line of the operation, parameter, server or scheme they concern.

mod checks;

use std::collections::{HashMap, HashSet};
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
    /// Every `$ref` of the document and the JSON pointer it finally names (chains followed).
    resolved: HashMap<String, String>,
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
            // `openapi: 3.1` unquoted is a number.
            (Some(v), _)
                if v.as_str().is_some_and(|s| s.starts_with("3."))
                    || v.as_f64().is_some_and(|n| (3.0..4.0).contains(&n)) =>
            {
                Version::OpenApi3
            }
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
        let mut spec = Spec {
            file: file.to_path_buf(),
            rel: rel.to_string(),
            text,
            doc,
            version,
            positions,
            resolved: HashMap::new(),
        };
        spec.resolved = spec.check_refs()?;
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
    /// that comes back to itself. Returns where each one finally points.
    fn check_refs(&self) -> Result<HashMap<String, String>, SpecError> {
        let mut refs = Vec::new();
        collect_refs(&self.doc, String::new(), &mut refs);
        let mut resolved: HashMap<String, String> = HashMap::new();
        let mut failed: HashMap<String, String> = HashMap::new();
        let mut diags = Vec::new();
        for (at, r) in refs {
            if !resolved.contains_key(&r) && !failed.contains_key(&r) {
                self.resolve_chain(&r, &mut resolved, &mut failed);
            }
            if let Some(message) = failed.get(&r) {
                let help = if message.contains("cycle") {
                    "make one of them a schema (or point it at one) instead of another $ref"
                } else if message.contains("external") {
                    "bundle the spec into one file first (e.g. `redocly bundle` or `swagger-cli bundle`)"
                } else {
                    "correct the reference, or add what it names"
                };
                diags.push(
                    Diagnostic::error(&self.file, self.pos(&format!("{at}/$ref")), message.clone()).with_help(help),
                );
            }
            if diags.len() >= 20 {
                break;
            }
        }
        if diags.is_empty() { Ok(resolved) } else { Err(SpecError::Invalid(Diagnostics(diags))) }
    }

    /// Follows the chain of references from `r` to a value that is not a reference, and records
    /// the outcome for every reference on the way (so each chain is walked once).
    fn resolve_chain(&self, r: &str, resolved: &mut HashMap<String, String>, failed: &mut HashMap<String, String>) {
        let mut order: Vec<String> = Vec::new();
        let mut on_path: HashSet<String> = HashSet::new();
        let mut current = r.to_string();
        let outcome: Result<String, String> = loop {
            if let Some(done) = resolved.get(&current) {
                break Ok(done.clone());
            }
            if let Some(e) = failed.get(&current) {
                break Err(e.clone());
            }
            if !on_path.insert(current.clone()) {
                order.push(current);
                let names: Vec<&str> = order.iter().map(String::as_str).collect();
                break Err(format!("`$ref` cycle: {}", cycle_text(&names)));
            }
            order.push(current.clone());
            let Some(fragment) = current.strip_prefix('#') else {
                break Err(format!("`$ref: {current}` is external; api-scan reads one self-contained file"));
            };
            let found = match lookup(&self.doc, fragment) {
                Some(v) => Some((v, fragment.to_string())),
                None => percent_decoded(fragment).and_then(|p| lookup(&self.doc, &p).map(|v| (v, p))),
            };
            let Some((target, pointer)) = found else {
                break Err(self.missing(&current, fragment));
            };
            match target.get("$ref").and_then(Value::as_str) {
                Some(next) => current = next.to_string(),
                None => break Ok(pointer),
            }
        };
        for name in order {
            match &outcome {
                Ok(p) => resolved.insert(name, p.clone()),
                Err(e) => failed.insert(name, e.clone()),
            };
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
        v.get("$ref")
            .and_then(Value::as_str)
            .and_then(|r| self.resolved.get(r))
            .and_then(|p| lookup(&self.doc, p))
            .unwrap_or(v)
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
            snippet: snippet(line, &crate::redact::Redactor::new()),
            detail: Some(detail),
            fingerprint: fingerprint(&rule.id, &self.rel, pointer, 0),
            suppression: None,
            secrecy: rule.secrecy,
        }
    }
}

/// A chain of references for a message: all of a short one, the ends of a long one.
fn cycle_text(order: &[&str]) -> String {
    if order.len() <= 8 {
        return order.join(" -> ");
    }
    format!(
        "{} -> ... ({} more) -> {}",
        order[..3].join(" -> "),
        order.len() - 6,
        order[order.len() - 3..].join(" -> ")
    )
}

/// A URI fragment with its `%XX` escapes decoded (`#/components/schemas/My%20Schema`); `None`
/// when it has none or they do not decode to UTF-8.
fn percent_decoded(fragment: &str) -> Option<String> {
    if !fragment.contains('%') {
        return None;
    }
    let bytes = fragment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (bytes[i], bytes.get(i + 1).copied().and_then(hex), bytes.get(i + 2).copied().and_then(hex)) {
            (b'%', Some(h), Some(l)) => {
                out.push(u8::try_from(h * 16 + l).ok()?);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

/// The JSON pointer's target (`""` is the whole document).
fn lookup<'a>(doc: &'a Value, pointer: &str) -> Option<&'a Value> {
    if pointer.is_empty() {
        return Some(doc);
    }
    doc.pointer(pointer)
}

/// Every `$ref` of the document with where it is. Values that are data, not structure
/// (`example`, `default`, `enum`, `const`, an Example's `value`, `x-` extensions), are not
/// looked into: a `$ref` key there is just text. Names in maps of names (`properties`,
/// `schemas`, `paths`, ...) are never keywords.
fn collect_refs(v: &Value, at: String, out: &mut Vec<(String, String)>) {
    collect_refs_in(v, at, "", out);
}

fn collect_refs_in(v: &Value, at: String, parent_key: &str, out: &mut Vec<(String, String)>) {
    const NAME_MAPS: &[&str] = &[
        "properties",
        "patternProperties",
        "definitions",
        "schemas",
        "paths",
        "responses",
        "parameters",
        "examples",
        "headers",
        "securitySchemes",
        "securityDefinitions",
        "requestBodies",
        "links",
        "callbacks",
        "content",
        "encoding",
        "variables",
        "webhooks",
        "pathItems",
        "$defs",
    ];
    match v {
        Value::Object(m) => {
            let names = NAME_MAPS.contains(&parent_key);
            if !names && let Some(r) = m.get("$ref").and_then(Value::as_str) {
                out.push((at.clone(), r.to_string()));
            }
            for (k, child) in m {
                let data = !names
                    && (matches!(k.as_str(), "example" | "default" | "enum" | "const")
                        || k.starts_with("x-")
                        || (k == "value" && at.rsplit('/').nth(1) == Some("examples")));
                if data {
                    continue;
                }
                let key = if names { "" } else { k.as_str() };
                collect_refs_in(child, format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")), key, out);
            }
        }
        Value::Array(a) => {
            for (i, child) in a.iter().enumerate() {
                collect_refs_in(child, format!("{at}/{i}"), "", out);
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
