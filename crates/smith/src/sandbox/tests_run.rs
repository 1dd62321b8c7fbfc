//! A test command run in the sandbox (the tests are code a model wrote or changed): `sh -c`
//! in a copy, with a time limit and the end of its output kept.

use std::path::Path;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::Exit;

/// One run of the test command.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TestRun {
    /// `before`, `reproduction`, `attempt 1`, ...
    pub label: String,
    pub passed: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit_code: Option<i32>,
    #[serde(default)]
    pub timed_out: bool,
    pub seconds: f64,
    /// The end of stdout and stderr.
    pub output: String,
    /// Set when the tests could not run at all (the patch did not apply, the shell failed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl TestRun {
    pub fn failed(label: &str, error: String) -> TestRun {
        TestRun {
            label: label.into(),
            passed: false,
            exit_code: None,
            timed_out: false,
            seconds: 0.0,
            output: String::new(),
            error: Some(error),
        }
    }

    /// `passing`, `failing (exit 1)`, `timed out after 300 s`, `not run: ...`.
    pub fn verdict(&self) -> String {
        match (&self.error, self.passed, self.timed_out, self.exit_code) {
            (Some(e), ..) => format!("not run: {e}"),
            (None, true, ..) => "passing".into(),
            (None, false, true, _) => format!("timed out after {:.0} s", self.seconds),
            (None, false, false, Some(c)) => format!("failing (exit {c})"),
            (None, false, false, None) => "failing (killed by a signal)".into(),
        }
    }
}

/// Most test output kept per run, in bytes (the end of it: that is where failures are).
const OUTPUT_TAIL: usize = 8 * 1024;

/// How the tests are run.
#[derive(Debug, Clone)]
pub struct TestSpec {
    pub command: String,
    pub timeout: Duration,
    /// The tests are code a model wrote (or changed): they run in the sandbox.
    pub sandbox: super::Sandbox,
}

fn tail(text: &str) -> String {
    if text.len() <= OUTPUT_TAIL {
        return text.to_string();
    }
    let mut start = text.len() - OUTPUT_TAIL;
    while !text.is_char_boundary(start) {
        start += 1;
    }
    format!("[... the first {start} bytes are left out]\n{}", &text[start..])
}

/// Runs the test command through `sh -c` in `cwd` inside the copy `room`, in the sandbox, with
/// a time limit and bounded output.
pub async fn run_tests(room: &Path, cwd: &Path, spec: &TestSpec, label: &str) -> TestRun {
    let args = vec!["-c".to_string(), spec.command.clone()];
    let job = super::Job {
        program: "sh",
        args: &args,
        cwd,
        room,
        scratch: "tests",
        timeout: spec.timeout,
        output_cap: OUTPUT_TAIL,
    };
    let out = match spec.sandbox.run(&job).await {
        Ok(o) => o,
        Err(e) => return TestRun::failed(label, e.to_string()),
    };
    let seconds = out.elapsed.as_secs_f64();
    let (exit_code, timed_out) = match out.exit {
        Exit::Code(c) => (Some(c), false),
        Exit::Signal(_) => (None, false),
        Exit::TimedOut => (None, true),
    };
    let mut text = out.stdout.shown();
    let err = out.stderr.shown();
    if !err.trim().is_empty() {
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(&err);
    }
    TestRun {
        label: label.into(),
        passed: exit_code == Some(0),
        exit_code,
        timed_out,
        seconds,
        output: tail(&text),
        error: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tails_keep_the_end() {
        let long = "é".repeat(OUTPUT_TAIL);
        let t = tail(&long);
        assert!(t.starts_with("[... the first") && t.ends_with('é'));
    }
}
