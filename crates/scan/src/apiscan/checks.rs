//! The deterministic checks of an API spec. Each finding points at the line of what it concerns
//! and says, in its detail, which operation and which names.

use std::collections::BTreeSet;

use regex::Regex;
use serde_json::Value;

use super::{Seen, Spec, Version};
use crate::config::Severity;
use crate::scan::finding::Finding;
use crate::scan::secrets::RuleMeta;

const METHODS: [&str; 8] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const WRITES: [&str; 4] = ["post", "put", "patch", "delete"];
/// How deep schemas are walked.
const MAX_DEPTH: usize = 8;
/// Names listed in one finding's detail at most.
const MAX_NAMES: usize = 8;

fn re(p: &str) -> Option<Regex> {
    Regex::new(p).ok()
}

fn esc(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

/// One operation, with its parameters (path-level ones merged in).
struct Op<'a> {
    pointer: String,
    path_pointer: String,
    route: String,
    method: &'static str,
    op: &'a Value,
    item: &'a Value,
    params: Vec<(String, &'a Value)>,
}

impl Op<'_> {
    fn label(&self) -> String {
        format!("{} {}", self.method.to_uppercase(), self.route)
    }
    fn writes(&self) -> bool {
        WRITES.contains(&self.method)
    }
}

/// The parameters a path item or operation at `pointer` declares, each with its own pointer and
/// resolved when it is a `$ref`.
fn parameters<'a>(spec: &'a Spec, at: &'a Value, pointer: &str) -> Vec<(String, &'a Value)> {
    at.get("parameters")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .enumerate()
        .map(|(i, p)| (format!("{pointer}/parameters/{i}"), spec.deref(p)))
        .collect()
}

fn operations(spec: &Spec) -> Vec<Op<'_>> {
    let mut out = Vec::new();
    let Some(paths) = spec.doc.get("paths").and_then(Value::as_object) else { return out };
    for (route, item) in paths {
        let path_pointer = format!("/paths/{}", esc(route));
        let item = spec.deref(item);
        let shared = parameters(spec, item, &path_pointer);
        for method in METHODS {
            let Some(op) = item.get(method) else { continue };
            let pointer = format!("{path_pointer}/{method}");
            let own = parameters(spec, op, &pointer);
            let key =
                |p: &Value| (p["name"].as_str().unwrap_or("").to_string(), p["in"].as_str().unwrap_or("").to_string());
            let mut params: Vec<(String, &Value)> =
                shared.iter().filter(|(_, s)| !own.iter().any(|(_, o)| key(o) == key(s))).cloned().collect();
            params.extend(own);
            out.push(Op {
                pointer,
                path_pointer: path_pointer.clone(),
                route: route.clone(),
                method,
                op,
                item,
                params,
            });
        }
    }
    out
}

enum Security {
    None,
    /// `security: []` on the operation: declared public on purpose.
    Public,
    Optional,
    Required,
}

fn security(spec: &Spec, op: &Value) -> Security {
    if op.get("security").and_then(Value::as_array).is_some_and(Vec::is_empty) {
        return Security::Public;
    }
    let reqs = op.get("security").or_else(|| spec.doc.get("security")).and_then(Value::as_array);
    match reqs {
        None => Security::None,
        Some(list) if list.is_empty() => Security::None,
        Some(list) if list.iter().any(|r| r.as_object().is_some_and(serde_json::Map::is_empty)) => Security::Optional,
        Some(_) => Security::Required,
    }
}

/// The security schemes, as `(pointer, name, scheme)`.
fn schemes(spec: &Spec) -> Vec<(String, String, &Value)> {
    let (base, map) = match spec.version {
        Version::OpenApi3 => ("/components/securitySchemes", spec.doc.pointer("/components/securitySchemes")),
        Version::Swagger2 => ("/securityDefinitions", spec.doc.get("securityDefinitions")),
    };
    map.and_then(Value::as_object)
        .into_iter()
        .flatten()
        .map(|(k, v)| (format!("{base}/{}", esc(k)), k.clone(), spec.deref(v)))
        .collect()
}

/// The request body schemas of an operation, as `(pointer, schema)`.
fn bodies<'a>(spec: &'a Spec, op: &Op<'a>) -> Vec<(String, &'a Value)> {
    match spec.version {
        Version::OpenApi3 => {
            let Some(body) = op.op.get("requestBody") else { return Vec::new() };
            let body = spec.deref(body);
            body.get("content")
                .and_then(Value::as_object)
                .into_iter()
                .flatten()
                .filter_map(|(media, c)| {
                    c.get("schema")
                        .map(|s| (format!("{}/requestBody/content/{}/schema", op.pointer, esc(media)), spec.deref(s)))
                })
                .collect()
        }
        Version::Swagger2 => op
            .params
            .iter()
            .filter(|(_, p)| p["in"] == "body")
            .filter_map(|(ptr, p)| p.get("schema").map(|s| (format!("{ptr}/schema"), spec.deref(s))))
            .collect(),
    }
}

/// Visits every property of a schema (through references, allOf/oneOf/anyOf and array items),
/// calling `f(name, schema)`; recursive schemas are walked once.
fn walk<'a>(spec: &'a Spec, schema: &'a Value, seen: &mut Seen, depth: usize, f: &mut dyn FnMut(&str, &'a Value)) {
    if depth > MAX_DEPTH {
        return;
    }
    let schema = spec.deref(schema);
    // Each schema object once per walk, however it is reached (a property's `$ref`, a body's,
    // allOf): a schema that refers to itself cannot make the walk grow.
    if !seen.insert(format!("{:p}", std::ptr::from_ref(schema))) {
        return;
    }
    if let Some(props) = schema.get("properties").and_then(Value::as_object) {
        for (name, p) in props {
            let p = spec.deref(p);
            f(name, p);
            walk(spec, p, seen, depth + 1, f);
        }
    }
    for key in ["allOf", "oneOf", "anyOf"] {
        for s in schema.get(key).and_then(Value::as_array).into_iter().flatten() {
            walk(spec, s, seen, depth + 1, f);
        }
    }
    if let Some(items) = schema.get("items") {
        walk(spec, items, seen, depth + 1, f);
    }
}

/// Why an input is unbounded, or `None` when something bounds it.
fn unbounded(s: &Value) -> Option<&'static str> {
    if s.get("enum").is_some() || s.get("const").is_some() || s.get("$ref").is_some() {
        return None;
    }
    // Uploads are the unbounded-body check's.
    let bounded_format = s["format"]
        .as_str()
        .is_some_and(|f| matches!(f, "date" | "date-time" | "time" | "uuid" | "ipv4" | "ipv6" | "binary" | "byte"));
    let anchored = s["pattern"]
        .as_str()
        .is_some_and(|p| p.starts_with('^') && p.ends_with('$') && !p.contains('*') && !p.contains('+'));
    match s["type"].as_str() {
        Some("string") if s.get("maxLength").is_none() && !bounded_format && !anchored => Some("no maxLength"),
        Some("integer" | "number") if s.get("maximum").is_none() && s.get("exclusiveMaximum").is_none() => {
            Some("no maximum")
        }
        Some("array") if s.get("maxItems").is_none() => Some("no maxItems"),
        _ => None,
    }
}

fn names(list: &[String]) -> String {
    let shown: Vec<&String> = list.iter().take(MAX_NAMES).collect();
    let more = list.len().saturating_sub(MAX_NAMES);
    let mut s = shown.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ");
    if more > 0 {
        s.push_str(&format!(" and {more} more"));
    }
    s
}

/// Runs every check.
pub fn check(spec: &Spec, rules: &[RuleMeta]) -> Vec<Finding> {
    let mut c = Checker::new(spec, rules);
    let ops = operations(spec);
    for op in &ops {
        c.authentication(op);
        c.query_credentials(op);
        let body = bodies(spec, op);
        c.unbounded_inputs(op, &body);
        if op.writes() {
            c.rate_limit(op);
            c.write_bodies(op, &body);
        }
        c.verbose_errors(op);
    }
    c.transport(&ops);
    c.schemes();
    c.out
}

/// The checks over one spec, and the findings they make.
struct Checker<'a> {
    spec: &'a Spec,
    rules: &'a [RuleMeta],
    out: Vec<Finding>,
    /// `id`, `user_id`, `order-uuid`, `userId`, `orderID`; not `valid`, `paid`, `android`.
    id_like: Option<Regex>,
    credential: Option<Regex>,
    privileged: Option<Regex>,
    verbose: Option<Regex>,
    /// Each query parameter and error schema is reported once, however many operations share it.
    seen_params: BTreeSet<String>,
    seen_errors: BTreeSet<String>,
}

impl<'a> Checker<'a> {
    fn new(spec: &'a Spec, rules: &'a [RuleMeta]) -> Checker<'a> {
        Checker {
            spec,
            rules,
            out: Vec::new(),
            id_like: re(r"^(?:(?i:id|uuid|guid)|.+[_-](?i:id|uuid|guid)|.+(?:Id|ID|Uuid|UUID|Guid))$"),
            credential: re(
                r"(?i)^(api[_-]?key|apikey|key|access[_-]?token|auth[_-]?token|token|id[_-]?token|refresh[_-]?token|password|passwd|pwd|secret|client[_-]?secret|session[_-]?id|sessionid|sid|signature|sig|jwt|bearer|auth|authorization|credentials?)$",
            ),
            privileged: re(
                r"(?i)^(is_?admin|admin|is_?superuser|superuser|is_?staff|role|roles|permissions?|privileges?|scopes?|is_?verified|verified|email_?verified|is_?approved|approved|account_?type|plan|tier|balance|credits?|owner(_?id)?|user_?id|tenant_?id|org_?id|organization_?id|created_?by)$",
            ),
            verbose: re(
                r"(?i)^(stack|stack_?trace|trace|traceback|exception|exception_?(type|class|message)|debug|debug_?info|sql|sql_?query|query|internal_?(error|message)|cause)$",
            ),
            seen_params: BTreeSet::new(),
            seen_errors: BTreeSet::new(),
        }
    }

    fn push(&mut self, id: &str, pointer: &str, detail: String, severity: Option<Severity>) {
        if let Some(r) = self.rules.iter().find(|r| r.id == id) {
            self.out.push(self.spec.finding(r, pointer, detail, severity));
        }
    }

    /// api-no-auth, and api-bola-id: object ids in the path without authentication.
    fn authentication(&mut self, op: &Op<'_>) {
        let label = op.label();
        let sec = security(self.spec, op.op);
        if !matches!(sec, Security::Required) {
            let how = match sec {
                Security::Optional => "makes authentication optional (an empty `{}` requirement)",
                Security::Public => "is declared public (`security: []`); confirm that it must be",
                _ => "declares no security requirement, and none applies from the top level",
            };
            let ids: Vec<String> = op
                .params
                .iter()
                .filter(|(_, p)| p["in"] == "path")
                .filter_map(|(_, p)| p["name"].as_str())
                .filter(|n| self.id_like.as_ref().is_some_and(|r| r.is_match(n)))
                .map(str::to_string)
                .collect();
            if ids.is_empty() {
                let sev = match (matches!(sec, Security::Public), op.writes()) {
                    (true, _) => Severity::Low,
                    (false, true) => Severity::High,
                    (false, false) => Severity::Medium,
                };
                self.push("api-no-auth", &op.pointer, format!("{label} {how}"), Some(sev));
            } else {
                // Declared public on purpose: to confirm, like api-no-auth.
                let sev = match sec {
                    Security::Public => Some(Severity::Low),
                    Security::Optional => Some(Severity::Medium),
                    _ => None,
                };
                self.push(
                    "api-bola-id",
                    &op.pointer,
                    format!("{label} addresses objects by {} and {how}", names(&ids)),
                    sev,
                );
            }
        }
    }

    /// api-credential-in-query: credentials in the query string.
    fn query_credentials(&mut self, op: &Op<'_>) {
        let label = op.label();
        for (ptr, p) in &op.params {
            let name = p["name"].as_str().unwrap_or("");
            if p["in"] == "query"
                && self.credential.as_ref().is_some_and(|r| r.is_match(name))
                && self.seen_params.insert(ptr.clone())
            {
                self.push("api-credential-in-query", ptr, format!("{label} takes `{name}` in the query string"), None);
            }
        }
    }

    /// api-unbounded-input: parameters, then body fields, without bounds.
    fn unbounded_inputs(&mut self, op: &Op<'a>, body: &[(String, &'a Value)]) {
        let label = op.label();
        let mut loose: Vec<String> = Vec::new();
        for (_, p) in &op.params {
            if p["in"] == "body" {
                continue;
            }
            let schema = p.get("schema").map_or(*p, |s| self.spec.deref(s));
            if let (Some(name), Some(why)) = (p["name"].as_str(), unbounded(schema)) {
                loose.push(format!("{name} ({why})"));
            }
        }
        for (_, schema) in body {
            let mut seen = Seen::new();
            walk(self.spec, schema, &mut seen, 0, &mut |name, s| {
                if s.get("properties").is_none()
                    && !s["readOnly"].as_bool().unwrap_or(false)
                    && let Some(why) = unbounded(s)
                    && !loose.iter().any(|l| l.starts_with(&format!("{name} (")))
                {
                    loose.push(format!("{name} ({why})"));
                }
            });
        }
        if !loose.is_empty() {
            self.push("api-unbounded-input", &op.pointer, format!("{label}: {}", names(&loose)), None);
        }
    }

    /// api-no-rate-limit: a write with no 429, no rate-limit header and no extension.
    fn rate_limit(&mut self, op: &Op<'_>) {
        let label = op.label();
        let has = |v: &Value, prefix: &[&str]| {
            v.as_object()
                .is_some_and(|m| m.keys().any(|k| prefix.iter().any(|p| k.to_ascii_lowercase().starts_with(p))))
        };
        let limits = ["x-rate-limit", "x-ratelimit", "x-throttl"];
        // A rate-limit header on any response (`X-RateLimit-Limit`, `RateLimit-Remaining`,
        // `Retry-After`) declares one too.
        let headers = op.op.get("responses").and_then(Value::as_object).into_iter().flatten().any(|(_, r)| {
            self.spec.deref(r).get("headers").and_then(Value::as_object).is_some_and(|h| {
                h.keys().any(|k| {
                    let k = k.to_ascii_lowercase();
                    k.contains("ratelimit") || k.contains("rate-limit") || k == "retry-after"
                })
            })
        });
        let declared = op.op.get("responses").is_some_and(|r| r.get("429").is_some())
            || headers
            || has(op.op, &limits)
            || has(op.item, &limits)
            || has(&self.spec.doc, &limits);
        if !declared {
            self.push(
                "api-no-rate-limit",
                &op.pointer,
                format!("{label} declares no 429 response, no rate-limit header and no rate-limit extension"),
                None,
            );
        }
    }

    /// api-unbounded-body and api-mass-assignment, in the bodies of writes.
    fn write_bodies(&mut self, op: &Op<'a>, body: &[(String, &'a Value)]) {
        let label = op.label();
        for (ptr, schema) in body {
            let s = *schema;
            let upload = s["type"] == "string" && s.get("maxLength").is_none();
            let list = s["type"] == "array" && s.get("maxItems").is_none();
            let mut files: Vec<String> = Vec::new();
            let mut seen = Seen::new();
            walk(self.spec, s, &mut seen, 0, &mut |name, p| {
                if p["type"] == "string"
                    && matches!(p["format"].as_str(), Some("binary" | "byte"))
                    && p.get("maxLength").is_none()
                {
                    files.push(name.to_string());
                }
            });
            if upload || list || !files.is_empty() {
                let what = if list {
                    "an array without maxItems".to_string()
                } else if upload {
                    "a string without maxLength".to_string()
                } else {
                    format!("uploads without maxLength: {}", names(&files))
                };
                self.push("api-unbounded-body", ptr, format!("{label} accepts {what}"), None);
            }
            let mut fields: Vec<String> = Vec::new();
            let mut seen = Seen::new();
            walk(self.spec, s, &mut seen, 0, &mut |name, p| {
                if !p["readOnly"].as_bool().unwrap_or(false)
                    && self.privileged.as_ref().is_some_and(|r| r.is_match(name))
                    && !fields.iter().any(|f| f == name)
                {
                    fields.push(name.to_string());
                }
            });
            if !fields.is_empty() && op.method != "delete" {
                self.push("api-mass-assignment", ptr, format!("{label} lets the client set {}", names(&fields)), None);
            }
        }
    }

    /// api-verbose-errors: error responses that expose internals, once per schema.
    fn verbose_errors(&mut self, op: &Op<'_>) {
        let label = op.label();
        for (code, resp) in op.op.get("responses").and_then(Value::as_object).into_iter().flatten() {
            if !(code.starts_with('4') || code.starts_with('5') || code == "default") {
                continue;
            }
            let resp_ptr = format!("{}/responses/{}", op.pointer, esc(code));
            let resp = self.spec.deref(resp);
            let schemas: Vec<(String, &Value)> = match self.spec.version {
                Version::OpenApi3 => resp
                    .get("content")
                    .and_then(Value::as_object)
                    .into_iter()
                    .flatten()
                    .filter_map(|(m, c)| c.get("schema").map(|s| (format!("{resp_ptr}/content/{}/schema", esc(m)), s)))
                    .collect(),
                Version::Swagger2 => {
                    resp.get("schema").map(|s| (format!("{resp_ptr}/schema"), s)).into_iter().collect()
                }
            };
            for (ptr, schema) in schemas {
                let at = schema
                    .get("$ref")
                    .and_then(Value::as_str)
                    .and_then(|r| r.strip_prefix('#'))
                    .map_or(ptr, str::to_string);
                if !self.seen_errors.insert(at.clone()) {
                    continue;
                }
                let mut fields: Vec<String> = Vec::new();
                let mut seen = Seen::new();
                walk(self.spec, schema, &mut seen, 0, &mut |name, _| {
                    if self.verbose.as_ref().is_some_and(|r| r.is_match(name)) && !fields.iter().any(|f| f == name) {
                        fields.push(name.to_string());
                    }
                });
                if !fields.is_empty() {
                    self.push(
                        "api-verbose-errors",
                        &at,
                        format!("the {code} response of {label} has {}", names(&fields)),
                        None,
                    );
                }
            }
        }
    }

    /// api-plain-http: servers (or Swagger schemes) over plain http to a host that is not local.
    fn transport(&mut self, ops: &[Op<'_>]) {
        match self.spec.version {
            Version::OpenApi3 => {
                let mut servers: Vec<(String, &Value)> = self
                    .spec
                    .doc
                    .get("servers")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .enumerate()
                    .map(|(i, s)| (format!("/servers/{i}"), s))
                    .collect();
                for op in ops {
                    for (base, v) in [(&op.path_pointer, op.item), (&op.pointer, op.op)] {
                        servers.extend(
                            v.get("servers")
                                .and_then(Value::as_array)
                                .into_iter()
                                .flatten()
                                .enumerate()
                                .map(|(i, s)| (format!("{base}/servers/{i}"), s)),
                        );
                    }
                }
                let mut done = BTreeSet::new();
                for (ptr, s) in servers {
                    let url = server_url(s);
                    let Some(rest) = url.get(..7).filter(|p| p.eq_ignore_ascii_case("http://")).map(|_| &url[7..])
                    else {
                        continue;
                    };
                    let rest = without_userinfo(rest);
                    if !local(&rest) && done.insert(ptr.clone()) {
                        self.push(
                            "api-plain-http",
                            &format!("{ptr}/url"),
                            format!("server `http://{rest}` is plain http"),
                            None,
                        );
                    }
                }
            }
            Version::Swagger2 => {
                let host = self.spec.doc["host"].as_str().unwrap_or("");
                let http = self.spec.doc["schemes"].as_array().is_some_and(|a| a.iter().any(|s| s == "http"));
                if http && (host.is_empty() || !local(host)) {
                    let which = if host.is_empty() {
                        "the host that serves the spec (no `host` is given)".to_string()
                    } else {
                        format!("host `{}`", without_userinfo(host))
                    };
                    self.push("api-plain-http", "/schemes", format!("schemes include http for {which}"), None);
                }
            }
        }
    }

    /// api-credential-in-query, api-basic-auth and api-oauth-implicit in the security schemes.
    fn schemes(&mut self) {
        for (ptr, name, s) in schemes(self.spec) {
            let kind = s["type"].as_str().unwrap_or("");
            if kind == "apiKey" && s["in"] == "query" {
                self.push(
                    "api-credential-in-query",
                    &ptr,
                    format!(
                        "security scheme `{name}` sends the API key `{}` in the query string",
                        s["name"].as_str().unwrap_or("?")
                    ),
                    Some(Severity::Medium),
                );
            }
            if kind == "basic"
                || (kind == "http" && s["scheme"].as_str().is_some_and(|x| x.eq_ignore_ascii_case("basic")))
            {
                self.push("api-basic-auth", &ptr, format!("security scheme `{name}` is HTTP Basic"), None);
            }
            let implicit = s.pointer("/flows/implicit").is_some() || (kind == "oauth2" && s["flow"] == "implicit");
            if implicit {
                self.push(
                    "api-oauth-implicit",
                    &ptr,
                    format!("security scheme `{name}` allows the OAuth 2 implicit flow"),
                    None,
                );
            }
        }
    }
}

/// A server's URL with its variables replaced by their defaults (`{env}` -> `prod`).
fn server_url(server: &Value) -> String {
    let mut url = server["url"].as_str().unwrap_or("").to_string();
    if let Some(vars) = server["variables"].as_object() {
        for (name, v) in vars {
            if let Some(default) = v["default"].as_str() {
                url = url.replace(&format!("{{{name}}}"), default);
            }
        }
    }
    url
}

/// A URL's part after the scheme, without `user:password@` (never shown in a report).
fn without_userinfo(rest: &str) -> String {
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    match rest[..end].rfind('@') {
        Some(at) => format!("***@{}", &rest[at + 1..]),
        None => rest.to_string(),
    }
}

/// Whether a host (with port and path) is the local machine, or a variable with no default.
fn local(rest: &str) -> bool {
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let authority = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(""),
        None => authority
            .rsplit_once(':')
            .filter(|(_, p)| p.chars().all(|c| c.is_ascii_digit()))
            .map_or(authority, |(h, _)| h),
    };
    if host.starts_with('{') && host.ends_with('}') {
        return true;
    }
    let host = host.to_ascii_lowercase();
    if host == "localhost" || host.ends_with(".localhost") {
        return true;
    }
    host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback() || ip.is_unspecified())
}

#[cfg(test)]
mod tests {
    #[test]
    fn local_hosts() {
        for h in
            ["localhost:8080/api", "127.0.0.1", "127.0.0.2:80", "[::1]:3000", "{host}/v1", "dev.localhost", "0.0.0.0"]
        {
            assert!(super::local(h), "{h}");
        }
        for h in [
            "api.example.com",
            "example.com:80/x",
            "10.0.0.5",
            "127.evil.com",
            "{env}.api.example.com",
            "localhost.evil.com",
        ] {
            assert!(!super::local(h), "{h}");
        }
    }

    #[test]
    fn server_urls_and_credentials() {
        let s = serde_json::json!({ "url": "http://{env}.example.com:{port}/v1", "variables": { "env": { "default": "prod" }, "port": { "default": "80" } } });
        assert_eq!(super::server_url(&s), "http://prod.example.com:80/v1");
        assert_eq!(super::without_userinfo("admin:S3cret@api.example.com/v1"), "***@api.example.com/v1");
        assert_eq!(super::without_userinfo("api.example.com/a@b"), "api.example.com/a@b");
    }
}
