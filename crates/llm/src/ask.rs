//! Structured answers from a model, the one way: [`ask`] sends the schema of the answer's type
//! (derived with `schemars`, in the strict form OpenAI wants), reads the answer as leniently as
//! real models need ([`Answer::read`]: a code fence, prose around the JSON, the forms a type
//! accepts), asks again once with the problem stated, and fails with a typed [`AskError`].
//! Draft, review, consolidate, triage, decide and the scan filter all ask this way.

use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::llm::{AnswerSchema, ChatRequest, Gateway, LlmError, Message};

/// A type a model can be asked for.
pub trait Answer: Sized {
    /// The schema's name, as the request carries it (`verdict`, `plan`, ...).
    const NAME: &'static str;
    /// The JSON schema the model is asked to follow.
    fn schema() -> Value;
    /// Reads an answer; `Err` says what is wrong with it, and what the model should do instead.
    fn read(text: &str) -> Result<Self, Problem>;
}

/// A usable answer, and how many calls it took (2: it was asked again).
#[derive(Debug, Clone)]
pub struct Asked<T> {
    pub value: T,
    pub attempts: u32,
}

/// Why no usable answer came. Its `Display` is for people: the problems' reasons, without
/// what the model was told to do (the log of unusable answers keeps the whole problem).
#[derive(Debug, Clone, thiserror::Error)]
pub enum AskError {
    /// The call itself failed (after the gateway's retries).
    #[error(transparent)]
    Call(#[from] LlmError),
    /// The first answer had `first`, and the answer to the second request (`answer`) had
    /// `problem` (said once when it is the same).
    #[error("{}", unusable(first, problem))]
    Unusable { first: Problem, problem: Problem, answer: String },
    /// The second call failed.
    #[error("asked again after \"{}\", the call failed: {error}", first.reason())]
    Again { first: Problem, error: LlmError },
}

/// An answer unusable twice, in words: the problem once when both answers had the same.
fn unusable(first: &Problem, problem: &Problem) -> String {
    let (first, problem) = (first.reason(), problem.reason());
    if first == problem {
        format!("asked again, still: {problem}")
    } else {
        format!("asked again after \"{first}\": {problem}")
    }
}

/// Asks for a `T`: the request with `T`'s schema; a second request, with the problem stated,
/// when the first answer cannot be read or fails `check` (a rule of the caller's: the plan must
/// answer every objection, a split must fit the limits).
pub async fn ask<T: Answer>(
    gw: &Gateway,
    alias: Option<&str>,
    mut req: ChatRequest,
    check: &(dyn Fn(&T) -> Result<(), Problem> + Send + Sync),
) -> Result<Asked<T>, AskError> {
    req.answer_schema = Some(AnswerSchema { name: T::NAME.into(), schema: T::schema() });
    let resp = gw.chat(alias, req.clone()).await?;
    let first = match T::read(&resp.content).and_then(|v| check(&v).map(|()| v)) {
        Ok(value) => return Ok(Asked { value, attempts: 1 }),
        Err(problem) => problem,
    };
    req.messages.push(Message::assistant(resp.content, Vec::new()));
    req.messages.push(Message::user(first.retry_instruction()));
    let resp = gw.chat(alias, req).await.map_err(|error| AskError::Again { first: first.clone(), error })?;
    match T::read(&resp.content).and_then(|v| check(&v).map(|()| v)) {
        Ok(value) => Ok(Asked { value, attempts: 2 }),
        Err(problem) => Err(AskError::Unusable { first, problem, answer: resp.content }),
    }
}

/// What is wrong with an answer, in its two views: [`Problem::reason`], a line for people (a
/// report, the progress), and the whole problem, "what is wrong: what to do", which the model
/// reads when it is asked again ([`Problem::retry_instruction`]) and the log of unusable
/// answers keeps (its `Display`). [`Answer::read`] and the callers' checks give one; [`AskError`]
/// carries it back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    reason: String,
    todo: String,
}

impl Problem {
    /// A problem: what is wrong (`reason`), and what the model should do instead (`todo`, may be
    /// empty when the reason says it).
    pub fn new(reason: impl Into<String>, todo: impl Into<String>) -> Self {
        Problem { reason: reason.into(), todo: todo.into() }
    }

    /// What is wrong, for people: one line, without the instruction for the model.
    pub fn reason(&self) -> String {
        self.reason.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// What the model is told when it is asked again.
    pub fn retry_instruction(&self) -> String {
        format!("Your answer cannot be used: {self}. Answer again with one JSON object that matches the schema.")
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.todo.is_empty() { f.write_str(&self.reason) } else { write!(f, "{}: {}", self.reason, self.todo) }
    }
}

/// `T`'s JSON schema in the strict form OpenAI wants: subschemas inlined, every object closed
/// (`additionalProperties: false`) with every property required, no `$schema` or titles.
pub fn strict_schema<T: JsonSchema>() -> Value {
    let generator = schemars::generate::SchemaSettings::draft07()
        .with(|s| {
            s.inline_subschemas = true;
        })
        .into_generator();
    let mut v = generator.into_root_schema_for::<T>().to_value();
    strict(&mut v);
    v
}

/// A schema made strict. The keys removed are a schema's own (`title`, `format`, ...): a property
/// of that name (a plan's `title`) is kept, its schema made strict in turn.
fn strict(v: &mut Value) {
    match v {
        Value::Object(m) => {
            let properties = m.remove("properties");
            m.remove("$schema");
            m.remove("title");
            m.remove("format");
            // `Option<T>` comes out as `type: [T, "null"]`; `default` values are not allowed.
            m.remove("default");
            for (_, child) in m.iter_mut() {
                strict(child);
            }
            if let Some(mut props) = properties {
                if let Value::Object(p) = &mut props {
                    p.values_mut().for_each(strict);
                    if m.get("type").and_then(Value::as_str) == Some("object") {
                        let keys: Vec<Value> = p.keys().cloned().map(Value::String).collect();
                        m.insert("required".into(), Value::Array(keys));
                        m.insert("additionalProperties".into(), Value::Bool(false));
                    }
                }
                m.insert("properties".into(), props);
            }
        }
        Value::Array(a) => a.iter_mut().for_each(strict),
        _ => {}
    }
}

/// Reads a JSON answer of type `T` (leniently found in the text, strictly typed).
pub fn read_json<T: DeserializeOwned>(text: &str, what: &str) -> Result<T, Problem> {
    let v = extract_json(text)
        .ok_or_else(|| Problem::new("the answer holds no JSON object", format!("give {what} as one JSON object")))?;
    // What serde says is what is wrong: the missing field, the value of the wrong type.
    serde_json::from_value(v).map_err(|e| Problem::new(format!("the JSON does not fit {what}: {e}"), ""))
}

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

// The user's side of a question a model asks (`ask_user`): the question as it is kept,
// cleaned for a terminal, and who answers it.

/// A question a model asked with `ask_user`, bounded and cleaned (see [`clean_question`]).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Question {
    pub question: String,
    /// Why it blocks the task.
    pub why: String,
    pub call_id: String,
    /// Where the tool result with the answer goes in the saved conversation.
    pub at: usize,
}

/// Longest question shown, in characters; a longer one is cut.
pub const MAX_QUESTION: usize = 2000;
/// Longest reason shown, in characters.
pub const MAX_WHY: usize = 1000;

/// Model output made fit for a terminal: control characters (escape sequences with them) and
/// bidirectional overrides removed, tabs as spaces, at most `max` characters.
pub fn clean_question(text: &str, max: usize) -> String {
    let cleaned: String = text
        .chars()
        .map(|c| if c == '\t' { ' ' } else { c })
        .filter(|c| {
            *c == '\n'
                || !(c.is_control() || ('\u{202a}'..='\u{202e}').contains(c) || ('\u{2066}'..='\u{2069}').contains(c))
        })
        .collect();
    let cleaned = cleaned.trim();
    if cleaned.chars().count() > max {
        format!("{}…", cleaned.chars().take(max).collect::<String>())
    } else {
        cleaned.to_string()
    }
}

/// Who answers a smith's `ask_user`: `Some(answer)` when someone did (a terminal), `None` when
/// no one can now (the agent loop then stops, its question saved).
pub trait Asker: Send + Sync {
    fn ask<'a>(&'a self, smith: &'a str, question: &'a str, why: &'a str) -> crate::llm::BoxFuture<'a, Option<String>>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, JsonSchema)]
    #[allow(dead_code)]
    struct Sample {
        name: String,
        #[serde(default)]
        tags: Vec<Inner>,
        note: Option<String>,
    }

    #[derive(serde::Deserialize, JsonSchema)]
    #[allow(dead_code)]
    struct Inner {
        label: String,
    }

    #[derive(JsonSchema)]
    #[allow(dead_code)]
    /// A titled thing.
    struct Titled {
        /// Its title.
        title: String,
        format: Option<String>,
        default: u32,
    }

    /// Properties named as schema keywords (`title`, `format`, `default`) are kept: every key
    /// `required` names is one of `properties`, as OpenAI's strict mode demands.
    #[test]
    fn properties_named_like_schema_keywords_are_kept() {
        let s = strict_schema::<Titled>();
        assert_eq!(s["required"], serde_json::json!(["title", "format", "default"]));
        assert_eq!(s["properties"]["title"], serde_json::json!({ "type": "string", "description": "Its title." }));
        assert_eq!(s["properties"]["format"]["type"], serde_json::json!(["string", "null"]));
        assert_eq!(s["properties"]["default"], serde_json::json!({ "type": "integer", "minimum": 0 }));
        assert!(s.get("title").is_none(), "{s}");
    }

    #[test]
    fn schemas_are_strict_and_inline() {
        let s = strict_schema::<Sample>();
        assert_eq!(s["additionalProperties"], false);
        assert_eq!(s["required"], serde_json::json!(["name", "tags", "note"]));
        assert_eq!(s["properties"]["tags"]["items"]["required"], serde_json::json!(["label"]));
        assert!(s.get("$schema").is_none() && s.get("definitions").is_none() && s.get("$defs").is_none(), "{s}");
    }

    /// The same problem twice is said once; two problems are both said; people read the
    /// reasons, never what the model was told to do.
    #[test]
    fn an_answer_unusable_twice_says_each_problem_once() {
        let no_verdict = Problem::new("no verdict", "give one");
        let same = AskError::Unusable { first: no_verdict.clone(), problem: no_verdict.clone(), answer: String::new() };
        assert_eq!(same.to_string(), "asked again, still: no verdict");
        let no_json = Problem::new("no JSON", "give an object");
        let two = AskError::Unusable { first: no_json.clone(), problem: no_verdict, answer: String::new() };
        assert_eq!(two.to_string(), "asked again after \"no JSON\": no verdict");
        let error = LlmError::Timeout { endpoint: "model".into(), after: std::time::Duration::from_secs(1) };
        let again = AskError::Again { first: no_json, error };
        assert!(again.to_string().starts_with("asked again after \"no JSON\", the call failed: "), "{again}");
    }

    /// People read the reason alone, on one line; the model reads what to do as well.
    #[test]
    fn a_problem_has_a_reason_for_people_and_an_instruction_for_the_model() {
        let p = Problem::new("the reasoning (\"why\n not\") says too little", "explain which part of the plan");
        assert_eq!(p.reason(), "the reasoning (\"why not\") says too little");
        assert_eq!(
            p.retry_instruction(),
            "Your answer cannot be used: the reasoning (\"why\n not\") says too little: explain which part of the plan. Answer again with one JSON object that matches the schema."
        );
        assert_eq!(Problem::new("\"reasoning\" is empty", "").to_string(), "\"reasoning\" is empty");
    }

    impl Answer for Inner {
        const NAME: &'static str = "label";
        fn schema() -> Value {
            strict_schema::<Inner>()
        }
        fn read(text: &str) -> Result<Inner, Problem> {
            read_json(text, "a label")
        }
    }

    /// Asks for an `Inner` of a scripted model, with `check`.
    fn ask_scripted(
        script: &str,
        check: &(dyn Fn(&Inner) -> Result<(), Problem> + Send + Sync),
    ) -> Result<Asked<Inner>, Box<AskError>> {
        use crate::config::{ProviderKind, ResolvedModel};
        let file = std::path::Path::new("script.yaml");
        let provider = crate::llm::Scripted::parse(file, script).unwrap();
        let model = ResolvedModel {
            alias: "default".into(),
            provider: ProviderKind::Scripted,
            name: "scripted".into(),
            base_url: "scripted://".into(),
            api_key_env: None,
            api_key: None,
            temperature: None,
            max_tokens: None,
            script: Some(file.to_path_buf()),
        };
        let gw = Gateway::with_provider(std::sync::Arc::new(provider), model, Default::default()).unwrap();
        let req = ChatRequest::new(vec![Message::user("Name it.".to_string())], None, Default::default());
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(ask::<Inner>(&gw, None, req, check)).map_err(Box::new)
    }

    /// The model is asked again with the first problem's instruction; an answer unusable twice
    /// comes back with both problems typed and the last answer as received.
    #[test]
    fn an_answer_is_asked_again_with_the_problems_instruction() {
        let again = Problem::new("the answer holds no JSON object", "give a label as one JSON object");
        // The second reply answers only a request that carries the instruction, word for word.
        let script = format!(
            "rules:\n  - when: {{ contains: {:?} }}\n    reply: {{ content: '{{\"name\": 1}}' }}\n  - reply: {{ content: \"Sure.\" }}\n",
            again.retry_instruction()
        );
        let Err(AskError::Unusable { first, problem, answer }) = ask_scripted(&script, &|_| Ok(())).map_err(|e| *e)
        else {
            panic!("an answer unusable twice is an error");
        };
        assert_eq!((first, answer.as_str()), (again, "{\"name\": 1}"));
        assert_eq!(problem, Problem::new("the JSON does not fit a label: missing field `label`", ""));
        // A caller's check gives the problem the model is told, and it is asked again once.
        let script = "rules:\n  - when: { contains: 'Your answer cannot be used: the label is \"x\": name the thing' }\n    reply: { content: '{\"label\": \"y\"}' }\n  - reply: { content: '{\"label\": \"x\"}' }\n";
        let not_x =
            |i: &Inner| if i.label == "x" { Err(Problem::new("the label is \"x\"", "name the thing")) } else { Ok(()) };
        let asked = ask_scripted(script, &not_x).unwrap();
        assert_eq!((asked.value.label.as_str(), asked.attempts), ("y", 2));
    }

    #[test]
    fn answers_are_found_in_fences_and_prose() {
        let r: Result<Inner, Problem> = read_json("Sure!\n```json\n{\"label\": \"x\"}\n```", "a label");
        assert_eq!(r.map(|i| i.label), Ok("x".to_string()));
        let r: Result<Inner, Problem> = read_json("no json here", "a label");
        assert_eq!(r.err(), Some(Problem::new("the answer holds no JSON object", "give a label as one JSON object")));
        let r: Result<Inner, Problem> = read_json("{\"name\": 1}", "a label");
        assert_eq!(r.err().map(|p| p.reason()), Some("the JSON does not fit a label: missing field `label`".into()));
    }
}
