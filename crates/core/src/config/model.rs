//! The model behind an alias, with the provider's defaults filled in and its key looked up.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::{ModelConfig, ProviderKind, Settings};

/// The model the openai provider asks for when none is named (what `init`'s template shows).
pub const DEFAULT_OPENAI_MODEL: &str = "gpt-4.1-mini";

/// A key read from the environment. It prints masked; only `expose` gives the value.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: String) -> Self {
        Secret(value)
    }

    pub fn expose(&self) -> &str {
        &self.0
    }

    /// A display form that says a key is there without giving any of it away: the vendor
    /// prefix (up to the first `-` or `_`, at most 8 characters) and the length.
    pub fn masked(&self) -> String {
        let prefix: String = match self.0.find(['-', '_']) {
            Some(i) if i <= 7 => self.0[..=i].to_string(),
            _ => String::new(),
        };
        format!("{prefix}****** ({} chars)", self.0.chars().count())
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.masked())
    }
}

impl fmt::Display for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.masked())
    }
}

impl Serialize for Secret {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.masked())
    }
}

/// Everything a provider needs to talk to one model.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ResolvedModel {
    pub alias: String,
    pub provider: ProviderKind,
    pub name: String,
    pub base_url: String,
    pub api_key_env: Option<String>,
    pub api_key: Option<Secret>,
    pub temperature: Option<f64>,
    pub max_tokens: Option<u32>,
    pub script: Option<PathBuf>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ModelError {
    #[error(
        "no model is configured: set OPENAI_API_KEY or ANTHROPIC_API_KEY, or AGENTSMITH_PROVIDER (openai, anthropic, scripted) with AGENTSMITH_MODEL and AGENTSMITH_BASE_URL, or pass --provider/--model/--base-url, or set `model:` in .agentsmith/config.yaml"
    )]
    NotConfigured,
    #[error("model alias `{alias}` is not configured (known: {known}); define it under `models:` in config.yaml")]
    UnknownAlias { alias: String, known: String },
    #[error(
        "model `{alias}` uses {provider} but {var} is not set; export it, or point `api_key_env` at the variable that holds the key"
    )]
    MissingKey { alias: String, provider: &'static str, var: String },
    #[error("model `{alias}` uses {provider} without a model name; set `name:` or AGENTSMITH_MODEL or --model")]
    MissingName { alias: String, provider: &'static str },
    #[error("model `{alias}` uses the scripted provider without a script; set `script:` or AGENTSMITH_SCRIPT")]
    MissingScript { alias: String },
    /// `from` says where the path was set: `AGENTSMITH_SCRIPT`, or `script:` in a file.
    #[error(
        "{}: no such file: the reply script of the scripted model `{alias}` (set by {from}); point {from} at an existing script",
        path.display()
    )]
    ScriptNotFound { alias: String, path: PathBuf, from: String },
}

pub(super) fn resolve(
    settings: &Settings,
    alias: Option<&str>,
    secrets: &BTreeMap<String, Secret>,
    repo: &Path,
) -> Result<ResolvedModel, ModelError> {
    let alias = alias.unwrap_or("default");
    let layered = if alias == "default" {
        settings.model.clone()
    } else {
        let Some(over) = settings.models.get(alias) else {
            let known = std::iter::once("default")
                .chain(settings.models.keys().map(String::as_str))
                .collect::<Vec<_>>()
                .join(", ");
            return Err(ModelError::UnknownAlias { alias: alias.to_string(), known });
        };
        overlay(&settings.model, over)
    };
    let provider = layered.provider.ok_or(ModelError::NotConfigured)?;
    let alias_s = alias.to_string();
    let (default_name, default_url, default_key): (Option<&str>, &str, Option<&str>) = match provider {
        ProviderKind::Openai => (Some(DEFAULT_OPENAI_MODEL), "https://api.openai.com/v1", Some("OPENAI_API_KEY")),
        ProviderKind::Anthropic => (Some("claude-sonnet-4-5"), "https://api.anthropic.com", Some("ANTHROPIC_API_KEY")),
        ProviderKind::Scripted => (Some("scripted"), "scripted://", None),
    };
    let name = layered
        .name
        .or(default_name.map(str::to_string))
        .ok_or(ModelError::MissingName { alias: alias_s.clone(), provider: provider.as_str() })?;
    let base_url = layered.base_url.unwrap_or_else(|| default_url.to_string());
    let api_key_env = layered.api_key_env.or(default_key.map(str::to_string));
    let api_key = api_key_env.as_ref().and_then(|v| secrets.get(v).cloned());
    // A local server (Ollama, llama.cpp, vLLM) usually needs no key; the public endpoints do.
    let public = base_url.starts_with("https://api.openai.com") || base_url.starts_with("https://api.anthropic.com");
    if api_key.is_none()
        && public
        && let Some(var) = &api_key_env
    {
        return Err(ModelError::MissingKey { alias: alias_s, provider: provider.as_str(), var: var.clone() });
    }
    let script = match (provider, layered.script) {
        (ProviderKind::Scripted, None) => return Err(ModelError::MissingScript { alias: alias_s }),
        (_, Some(p)) if p.is_relative() => Some(repo.join(p)),
        (_, s) => s,
    };
    // A script that is not there is a mistake in the setup, found before anything starts.
    if let (ProviderKind::Scripted, Some(path)) = (provider, &script)
        && !path.is_file()
    {
        return Err(ModelError::ScriptNotFound { alias: alias_s, path: path.clone(), from: "`script:`".into() });
    }
    Ok(ResolvedModel {
        alias: alias_s,
        provider,
        name,
        base_url,
        api_key_env,
        api_key,
        temperature: layered.temperature,
        max_tokens: layered.max_tokens,
        script,
    })
}

fn overlay(base: &ModelConfig, over: &ModelConfig) -> ModelConfig {
    ModelConfig {
        provider: over.provider.or(base.provider),
        name: over.name.clone().or_else(|| base.name.clone()),
        base_url: over.base_url.clone().or_else(|| base.base_url.clone()),
        api_key_env: over.api_key_env.clone().or_else(|| base.api_key_env.clone()),
        temperature: over.temperature.or(base.temperature),
        max_tokens: over.max_tokens.or(base.max_tokens),
        script: over.script.clone().or_else(|| base.script.clone()),
        jobs: over.jobs.or(base.jobs),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `init`'s configuration template shows the default model the code really uses.
    #[test]
    fn the_init_template_names_the_default_model() {
        let template = crate::embedded::template("init/config.yaml").unwrap();
        let line = template.lines().find(|l| l.trim_start_matches(['#', ' ']).starts_with("name:")).unwrap();
        assert!(line.contains(&format!("name: {DEFAULT_OPENAI_MODEL} ")), "{line}");
    }

    #[test]
    fn secret_never_prints_whole() {
        let s = Secret::new("sk-proj-abcdefghijklmnop".into());
        assert_eq!(s.to_string(), "sk-****** (24 chars)");
        assert_eq!(format!("{s:?}"), "sk-****** (24 chars)");
        assert_eq!(Secret::new("abcdefghijkl".into()).masked(), "****** (12 chars)");
    }

    #[test]
    fn alias_inherits_from_default() {
        let mut s = Settings::default();
        s.model.provider = Some(ProviderKind::Openai);
        s.model.base_url = Some("http://localhost:11434/v1".into());
        s.models.insert("fast".into(), ModelConfig { name: Some("llama3.1:8b".into()), ..Default::default() });
        let m = resolve(&s, Some("fast"), &BTreeMap::new(), Path::new("/r")).unwrap();
        assert_eq!((m.name.as_str(), m.base_url.as_str()), ("llama3.1:8b", "http://localhost:11434/v1"));
        assert!(matches!(
            resolve(&s, Some("slow"), &BTreeMap::new(), Path::new("/r")),
            Err(ModelError::UnknownAlias { .. })
        ));
        assert_eq!(
            resolve(&Settings::default(), None, &BTreeMap::new(), Path::new("/r")),
            Err(ModelError::NotConfigured)
        );
    }
}
