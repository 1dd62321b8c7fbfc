//! Structured answers from a model: the JSON object in an answer, read as leniently as real
//! models need (a code fence, prose around it).

use serde_json::Value;

/// The outermost JSON object in a text: inside a code fence, or after leading prose.
pub fn extract_json(text: &str) -> Option<Value> {
    let t = text.trim();
    if let Ok(v @ Value::Object(_)) = serde_json::from_str::<Value>(t) {
        return Some(v);
    }
    // A fenced block first, then the widest brace span.
    for block in t.split("```").skip(1).step_by(2) {
        let body = block.trim_start_matches(|c: char| c.is_ascii_alphabetic()).trim();
        if let Ok(v @ Value::Object(_)) = serde_json::from_str::<Value>(body) {
            return Some(v);
        }
    }
    let start = t.find('{')?;
    let end = t.rfind('}')?;
    (end > start).then(|| serde_json::from_str::<Value>(&t[start..=end]).ok()).flatten().filter(Value::is_object)
}
