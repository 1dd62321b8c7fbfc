//! Typed verdicts: the schema we ask for, and a lenient reader for answers that ignore it (code
//! fences, prose around the JSON, or only a final `AGREE` / `OBJECT` / `SUGGEST` line).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ask::{Problem, extract_json};

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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Verdict {
    pub verdict: Kind,
    pub reasoning: String,
    #[serde(default)]
    pub alternative: String,
    #[serde(default)]
    pub criteria: Vec<CriterionCheck>,
    // None when the role did not say: unsure. (The doc line is the schema's description.)
    /// How sure the role is of its verdict, from 0 (a guess) to 1 (certain).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confidence: Option<f64>,
}

/// A stated confidence as a number from 0 to 1: a percentage (over 1, up to 100) is read as
/// one; anything else (negative, over 100, not a number) is no confidence at all, so a model
/// cannot buy weight with a number out of range.
pub fn confidence_of(c: f64) -> Option<f64> {
    if !c.is_finite() || !(0.0..=100.0).contains(&c) {
        None
    } else if c > 1.0 {
        Some(c / 100.0)
    } else {
        Some(c)
    }
}

/// A confidence for people: at most two decimals, without trailing zeros (`0.9`, `0.85`, `1`).
pub fn show_confidence(c: f64) -> String {
    let s = format!("{c:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s.is_empty() { "0".to_string() } else { s.to_string() }
}

impl crate::ask::Answer for Verdict {
    const NAME: &'static str = "verdict";
    fn schema() -> Value {
        crate::ask::strict_schema::<Verdict>()
    }
    fn read(text: &str) -> Result<Verdict, Problem> {
        parse(text).map_err(|e| e.problem())
    }
}

/// Why an answer is not a usable verdict (its words: [`VerdictError::problem`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VerdictError {
    Unreadable,
    NoAlternative,
    NoReasoning,
}

impl VerdictError {
    /// What is wrong, and what the model should do instead.
    pub fn problem(&self) -> Problem {
        match self {
            VerdictError::Unreadable => Problem::new(
                "the answer holds no verdict",
                "give a JSON object with \"verdict\" (AGREE, OBJECT or SUGGEST), \"reasoning\", \"alternative\", \"criteria\" and \"confidence\"",
            ),
            VerdictError::NoAlternative => {
                Problem::new("an OBJECT needs a concrete alternative in \"alternative\"", "")
            }
            VerdictError::NoReasoning => Problem::new("\"reasoning\" is empty", "say why"),
        }
    }
}

impl std::fmt::Display for VerdictError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.problem().fmt(f)
    }
}

impl std::error::Error for VerdictError {}

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
    // A number, or a number in a string (`"0.8"`, `"80%"`); anything else is no confidence.
    let confidence = get("confidence")
        .and_then(|c| match c {
            Value::Number(n) => n.as_f64(),
            Value::String(s) => s.trim().trim_end_matches('%').trim().parse::<f64>().ok(),
            _ => None,
        })
        .and_then(confidence_of);
    Some(Verdict { verdict, reasoning: text("reasoning"), alternative: text("alternative"), criteria, confidence })
}

/// A verdict written as prose, in the forms the seeds and real models use: a verdict line
/// (`OBJECT — reason. Propose: alternative`, `**AGREE**`, `SUGGEST: ...`, `## Verdict: OBJECT`,
/// `Verdict: agree`) anywhere in the answer, the rest as reasoning, and the alternative after a
/// `Propose:` / `Alternative:` / `Instead:` label. Without a verdict line, one verdict word in
/// capitals is enough when it is the only one the answer uses.
fn from_prose(text: &str) -> Option<Verdict> {
    // A `Confidence: 0.8` (or `80%`) line says how sure; it is not part of the reasoning.
    let stated = CONFIDENCE_LINE.as_ref().and_then(|re| re.captures(text));
    let confidence =
        stated.as_ref().and_then(|c| c.name("value")?.as_str().parse::<f64>().ok()).and_then(confidence_of);
    let rest;
    let text = match &stated {
        Some(c) => {
            let whole = c.get(0).map_or(0..0, |m| m.range());
            rest = format!("{}{}", &text[..whole.start], &text[whole.end..]);
            rest.as_str()
        }
        None => text,
    };
    let markers: Vec<(usize, Kind, &str, bool)> = text
        .lines()
        .enumerate()
        .filter_map(|(i, l)| marker(l).map(|(k, rest, labelled)| (i, k, rest, labelled)))
        .collect();
    // A labelled line (`Verdict: X`) decides, the last one if several; otherwise the first.
    let chosen = markers.iter().rev().find(|m| m.3).or_else(|| markers.first());
    let (verdict, body) = match chosen {
        Some(&(idx, kind, rest, _)) => {
            let mut body: Vec<&str> = vec![rest];
            body.extend(text.lines().enumerate().filter(|(i, _)| *i != idx).map(|(_, l)| l));
            (kind, body.join("\n"))
        }
        None => (only_capital_verdict(text)?, text.to_string()),
    };
    let body = body.trim();
    let (reasoning, alternative) = match ALTERNATIVE_LABEL.as_ref().and_then(|re| re.find(body)) {
        Some(m) => (&body[..m.start()], &body[m.end()..]),
        None => (body, ""),
    };
    let clean = |t: &str| -> String {
        let t = t.trim().trim_matches(|c: char| c == '*' || c == '_').trim();
        let t = REASONING_LABEL.as_ref().map_or_else(|| t.into(), |re| re.replace(t, ""));
        t.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("\n")
    };
    Some(Verdict {
        verdict,
        reasoning: clean(reasoning),
        alternative: clean(alternative),
        criteria: Vec::new(),
        confidence,
    })
}

/// A verdict line: markdown around it stripped, an optional `Verdict:` label, the verdict word
/// (in capitals unless labelled), and what follows it on the line.
fn marker(line: &str) -> Option<(Kind, &str, bool)> {
    let caps = VERDICT_LINE.as_ref()?.captures(line)?;
    let labelled = caps.name("label").is_some();
    let word = caps.name("word")?.as_str();
    if !labelled && word != word.to_ascii_uppercase() {
        return None;
    }
    let rest = caps.name("rest").map_or("", |m| m.as_str());
    let rest = rest
        .trim_start_matches(|c: char| matches!(c, '*' | '_' | ':' | '—' | '–' | '-' | '.' | ',') || c.is_whitespace());
    Some((kind_of(word)?, rest, labelled))
}

/// The verdict when the answer uses exactly one of the words, in capitals.
fn only_capital_verdict(text: &str) -> Option<Kind> {
    let mut kinds: Vec<Kind> = CAPITAL_WORD.as_ref()?.find_iter(text).filter_map(|m| kind_of(m.as_str())).collect();
    kinds.dedup();
    match kinds.as_slice() {
        [k] => Some(*k),
        _ => None,
    }
}

/// A constant pattern, compiled on first use (`None` only if it were invalid: then nothing
/// matches).
type Pattern = std::sync::LazyLock<Option<regex::Regex>>;

fn compiled(pattern: &str) -> Option<regex::Regex> {
    regex::Regex::new(pattern).ok()
}

static VERDICT_LINE: Pattern = Pattern::new(|| {
    compiled(
        r"(?i)^[\s#>*_\-]*(?:(?P<label>(?:final\s+|my\s+)?(?:verdict|position|decision))[\s*_]*[:\-–—]?[\s*_]*)?(?P<word>agree|object|suggest)\b(?P<rest>.*)$",
    )
});
static ALTERNATIVE_LABEL: Pattern =
    Pattern::new(|| compiled(r"(?i)[*_]*\b(?:propose|proposal|proposed change|alternative|instead)[*_]*\s*:[*_]*"));
static REASONING_LABEL: Pattern = Pattern::new(|| compiled(r"(?im)^[\s#*_]*(?:reasoning|reason|why)[*_]*\s*:[*_]*\s*"));
static CONFIDENCE_LINE: Pattern = Pattern::new(|| {
    compiled(r"(?im)^[\s#>*_\-]*confidence[ \t*_]*[:=\-–—][ \t*_]*(?P<value>[0-9]+(?:\.[0-9]+)?)[ \t]*%?[*_]*[ \t]*$")
});
static CAPITAL_WORD: Pattern = Pattern::new(|| compiled(r"\b(?:AGREE|OBJECT|SUGGEST)\b"));

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
    fn the_seeds_plain_text_forms() {
        let v = parse("OBJECT — the index build locks orders. Propose: build it CONCURRENTLY.").unwrap();
        assert_eq!(
            (v.verdict, v.reasoning.as_str(), v.alternative.as_str()),
            (Kind::Object, "the index build locks orders.", "build it CONCURRENTLY.")
        );
        let v = parse("**AGREE**\n\nThe migration is reversible.").unwrap();
        assert_eq!((v.verdict, v.reasoning.as_str()), (Kind::Agree, "The migration is reversible."));
        let v = parse("SUGGEST: run the migration on a copy first.").unwrap();
        assert_eq!((v.verdict, v.reasoning.as_str()), (Kind::Suggest, "run the migration on a copy first."));
        let v = parse("## Verdict: OBJECT\n\n**Reasoning:** No rollback.\n\n**Alternative:** Add a down migration.")
            .unwrap();
        assert_eq!(
            (v.verdict, v.reasoning.as_str(), v.alternative.as_str()),
            (Kind::Object, "No rollback.", "Add a down migration.")
        );
        let v = parse("The tests come first, as they should.\n\nVerdict: agree").unwrap();
        assert_eq!((v.verdict, v.reasoning.as_str()), (Kind::Agree, "The tests come first, as they should."));
        let v = parse("- **OBJECT** - the step touches the wrong file.\n  Instead: edit calc.py.").unwrap();
        assert_eq!((v.verdict, v.alternative.as_str()), (Kind::Object, "edit calc.py."));
        let v = parse("I AGREE with the plan: the fix is one line in calc.py.").unwrap();
        assert_eq!(v.verdict, Kind::Agree, "one verdict word in capitals");
        // Lower-case words in prose are not verdicts; the instructions' list of words is none.
        assert_eq!(parse("Object storage would be simpler here."), Err(VerdictError::Unreadable));
        assert_eq!(parse("Answer AGREE, OBJECT or SUGGEST."), Err(VerdictError::Unreadable));
        // Labelled verdict lines win over words elsewhere; the last label is the answer.
        let v = parse(
            "AGREE at first sight.\nBut the lock matters.\nAlternative: build concurrently.\nFinal verdict: OBJECT",
        )
        .unwrap();
        assert_eq!(v.verdict, Kind::Object);
    }

    #[test]
    fn confidence_is_read_but_not_trusted() {
        let with = |c: &str| {
            parse(&format!(r#"{{"verdict":"AGREE","reasoning":"fine","confidence":{c}}}"#)).unwrap().confidence
        };
        assert_eq!(with("0.8"), Some(0.8));
        assert_eq!(with("1"), Some(1.0));
        assert_eq!(with("0"), Some(0.0));
        assert_eq!(with("85"), Some(0.85), "a percentage");
        assert_eq!(with("\"90%\""), Some(0.9));
        assert_eq!(with("\"0.7\""), Some(0.7));
        for bad in ["-0.2", "101", "1e9", "null", "\"very\"", "true", "[0.9]"] {
            assert_eq!(with(bad), None, "{bad}");
        }
        assert_eq!(parse(r#"{"verdict":"AGREE","reasoning":"fine"}"#).unwrap().confidence, None, "not stated");
        let v = parse("AGREE — the migration is reversible.\nConfidence: 80%").unwrap();
        assert_eq!((v.confidence, v.reasoning.as_str()), (Some(0.8), "the migration is reversible."));
        let v = parse("**Verdict:** OBJECT\n**Confidence:** 0.6\nNo rollback.\nAlternative: add one.").unwrap();
        assert_eq!((v.verdict, v.confidence, v.reasoning.as_str()), (Kind::Object, Some(0.6), "No rollback."));
    }

    #[test]
    fn the_strict_schema_requires_a_confidence() {
        let schema = <Verdict as crate::ask::Answer>::schema();
        assert!(schema["required"].as_array().unwrap().contains(&Value::from("confidence")), "{schema}");
        assert_eq!(schema["properties"]["confidence"]["type"], serde_json::json!(["number", "null"]), "{schema}");
    }

    #[test]
    fn confidences_shown() {
        assert_eq!(show_confidence(0.9), "0.9");
        assert_eq!(show_confidence(0.85), "0.85");
        assert_eq!(show_confidence(1.0), "1");
        assert_eq!(show_confidence(0.0), "0");
        assert_eq!(show_confidence(1.6), "1.6");
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
