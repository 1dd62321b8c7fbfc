//! Typed verdicts: the schema we ask for, and a lenient reader for answers that ignore it (code
//! fences, prose around the JSON, or only a final `AGREE` / `OBJECT` / `SUGGEST` line).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ask::extract_json;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "UPPERCASE")]
pub enum Kind {
    Agree,
    Object,
    Suggest,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Agree => "AGREE",
            Kind::Object => "OBJECT",
            Kind::Suggest => "SUGGEST",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct CriterionCheck {
    pub criterion: String,
    pub met: bool,
}

/// A role's answer about one plan version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Verdict {
    pub verdict: Kind,
    pub reasoning: String,
    #[serde(default)]
    pub alternative: String,
    #[serde(default)]
    pub criteria: Vec<CriterionCheck>,
}

impl crate::ask::Answer for Verdict {
    const NAME: &'static str = "verdict";
    fn schema() -> Value {
        crate::ask::strict_schema::<Verdict>()
    }
    fn read(text: &str) -> Result<Verdict, String> {
        parse(text).map_err(|e| e.to_string())
    }
}

/// Why an answer is not a usable verdict.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VerdictError {
    #[error(
        "the answer holds no verdict: give a JSON object with \"verdict\" (AGREE, OBJECT or SUGGEST), \"reasoning\", \"alternative\" and \"criteria\""
    )]
    Unreadable,
    #[error("an OBJECT needs a concrete alternative in \"alternative\"")]
    NoAlternative,
    #[error("\"reasoning\" is empty: say why")]
    NoReasoning,
}

fn kind_of(s: &str) -> Option<Kind> {
    match s.trim().trim_matches(|c: char| !c.is_ascii_alphabetic()).to_ascii_uppercase().as_str() {
        "AGREE" => Some(Kind::Agree),
        "OBJECT" => Some(Kind::Object),
        "SUGGEST" => Some(Kind::Suggest),
        _ => None,
    }
}

/// Reads a verdict from an answer, as leniently as the answer needs.
pub fn parse(text: &str) -> Result<Verdict, VerdictError> {
    let v = match extract_json(text) {
        Some(obj) => from_json(&obj).ok_or(VerdictError::Unreadable)?,
        None => from_prose(text).ok_or(VerdictError::Unreadable)?,
    };
    if v.reasoning.trim().is_empty() {
        return Err(VerdictError::NoReasoning);
    }
    if v.verdict == Kind::Object && v.alternative.trim().is_empty() {
        return Err(VerdictError::NoAlternative);
    }
    Ok(v)
}

fn from_json(obj: &Value) -> Option<Verdict> {
    // Keys are matched without regard to case: models write "Verdict" too.
    let get = |name: &str| obj.as_object()?.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v);
    let verdict = kind_of(get("verdict")?.as_str()?)?;
    let text = |name: &str| get(name).and_then(Value::as_str).unwrap_or("").trim().to_string();
    let criteria = get("criteria")
        .and_then(Value::as_array)
        .map(|items| {
            items
                .iter()
                .filter_map(|c| {
                    Some(CriterionCheck {
                        criterion: c.get("criterion")?.as_str()?.to_string(),
                        met: c.get("met")?.as_bool()?,
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    Some(Verdict { verdict, reasoning: text("reasoning"), alternative: text("alternative"), criteria })
}

/// Prose ending in a verdict line (`OBJECT`, `Verdict: AGREE`), with an optional
/// `Alternative:` paragraph.
fn from_prose(text: &str) -> Option<Verdict> {
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let (idx, verdict) = lines.iter().enumerate().rev().find_map(|(i, l)| {
        let word = l.rsplit(':').next().unwrap_or(l);
        (l.len() <= 40).then(|| kind_of(word)).flatten().map(|k| (i, k))
    })?;
    let body: Vec<&str> = lines[..idx].to_vec();
    let (reasoning, alternative) = match body.iter().position(|l| l.to_ascii_lowercase().starts_with("alternative")) {
        Some(p) => {
            let alt = body[p..].join("\n");
            let alt = alt.split_once(':').map_or(alt.as_str(), |(_, a)| a).trim().to_string();
            (body[..p].join("\n"), alt)
        }
        None => (body.join("\n"), String::new()),
    };
    Some(Verdict { verdict, reasoning, alternative, criteria: Vec::new() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strict_json() {
        let v = parse(r#"{"verdict":"OBJECT","reasoning":"No rollback.","alternative":"Add a down migration.","criteria":[{"criterion":"Reversible","met":false}]}"#).unwrap();
        assert_eq!(v.verdict, Kind::Object);
        assert_eq!(v.criteria[0], CriterionCheck { criterion: "Reversible".into(), met: false });
    }

    #[test]
    fn fenced_and_prose_wrapped() {
        let v = parse("Here is my review.\n```json\n{\"Verdict\": \"agree\", \"reasoning\": \"fine\"}\n```\nThanks")
            .unwrap();
        assert_eq!(v.verdict, Kind::Agree);
        let v = parse(
            "Sure! {\"verdict\": \"SUGGEST\", \"reasoning\": \"add a test\", \"alternative\": \"\"} hope it helps",
        )
        .unwrap();
        assert_eq!(v.verdict, Kind::Suggest);
    }

    #[test]
    fn final_verdict_line() {
        let v =
            parse("The plan locks the table.\nAlternative: build the index concurrently.\n\nVerdict: OBJECT").unwrap();
        assert_eq!(
            (v.verdict, v.reasoning.as_str(), v.alternative.as_str()),
            (Kind::Object, "The plan locks the table.", "build the index concurrently.")
        );
        assert_eq!(parse("Looks right to me.\nAGREE").unwrap().verdict, Kind::Agree);
    }

    #[test]
    fn problems() {
        assert_eq!(parse("I am not sure what you mean."), Err(VerdictError::Unreadable));
        assert_eq!(parse("{\"verdict\": \"MAYBE\", \"reasoning\": \"x\"}"), Err(VerdictError::Unreadable));
        assert_eq!(
            parse("{\"verdict\": \"OBJECT\", \"reasoning\": \"bad\", \"alternative\": \" \"}"),
            Err(VerdictError::NoAlternative)
        );
        assert_eq!(parse("{\"verdict\": \"AGREE\", \"reasoning\": \"\"}"), Err(VerdictError::NoReasoning));
    }
}
