//! The terminal: whether a stream gets colour (anstream's rules: `NO_COLOR`, `CLICOLOR_FORCE`,
//! `CLICOLOR`, `TERM=dumb` and whether the stream is a terminal), and the live progress display
//! ([`Live`], indicatif) that only a terminal on stderr gets. Nothing here reaches a report
//! written to a file: colour is added where a line is written to a terminal stream, only.

use std::time::Duration;

use anstyle::{AnsiColor, Style};

/// Whether each output stream gets colour.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Colour {
    pub out: bool,
    pub err: bool,
}

impl Colour {
    /// As the process's environment and its stdout and stderr say.
    pub fn detect() -> Colour {
        Colour { out: wants(&std::io::stdout()), err: wants(&std::io::stderr()) }
    }
}

fn wants<S: anstream::stream::RawStream>(s: &S) -> bool {
    !matches!(anstream::AutoStream::choice(s), anstream::ColorChoice::Never)
}

/// `text` in `style` when `on`.
pub fn paint(on: bool, style: Style, text: &str) -> String {
    if on && style != Style::new() {
        format!("{}{text}{}", style.render(), style.render_reset())
    } else {
        text.to_string()
    }
}

/// The colour of a severity (critical, high, medium, low, info; any case).
pub fn severity(name: &str) -> Style {
    match name.trim().to_ascii_lowercase().as_str() {
        "critical" => Style::new().bold().fg_color(Some(AnsiColor::BrightRed.into())),
        "high" => AnsiColor::Red.on_default(),
        "medium" => AnsiColor::Yellow.on_default(),
        "low" => AnsiColor::Cyan.on_default(),
        _ => Style::new().dimmed(),
    }
}

/// The colour of a panel verdict (agree, object, suggest; any case).
pub fn verdict(name: &str) -> Style {
    match name.trim().to_ascii_lowercase().as_str() {
        "agree" => AnsiColor::Green.on_default(),
        "object" => AnsiColor::Red.on_default().bold(),
        "suggest" => AnsiColor::Yellow.on_default(),
        _ => Style::new(),
    }
}

/// The colour of `error:`.
pub fn error() -> Style {
    AnsiColor::Red.on_default().bold()
}

/// The colour of `warning:`.
pub fn warning() -> Style {
    AnsiColor::Yellow.on_default().bold()
}

/// The live progress display on stderr, or nothing (not a terminal, `-q`, `--events jsonl`).
/// Lines written through the console while bars are shown are printed above them
/// ([`Live::suspend`]), so neither tears the other; while the user types an answer the bars are
/// off the screen ([`Live::hide`]), so no redraw wipes the prompt or what is typed.
#[derive(Clone, Default)]
pub struct Live {
    multi: Option<indicatif::MultiProgress>,
    /// How many [`Hidden`] guards are alive: the bars are shown again when the last goes.
    hidden: std::sync::Arc<std::sync::Mutex<usize>>,
}

impl std::fmt::Debug for Live {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.multi.is_some() { "Live::On" } else { "Live::Off" })
    }
}

/// The bars kept off the screen for as long as this lives (see [`Live::hide`]).
#[must_use = "the bars come back when this is dropped"]
pub struct Hidden(Live);

impl Drop for Hidden {
    fn drop(&mut self) {
        let mut n = self.0.hidden.lock().unwrap_or_else(|p| p.into_inner());
        *n = n.saturating_sub(1);
        if *n == 0
            && let Some(m) = &self.0.multi
        {
            m.set_draw_target(draw_target());
        }
    }
}

fn draw_target() -> indicatif::ProgressDrawTarget {
    indicatif::ProgressDrawTarget::stderr_with_hz(10)
}

impl Live {
    /// Bars on stderr when it is a terminal, otherwise none.
    pub fn stderr() -> Live {
        use std::io::IsTerminal;
        if std::io::stderr().is_terminal() {
            Live { multi: Some(indicatif::MultiProgress::with_draw_target(draw_target())), ..Live::default() }
        } else {
            Live::default()
        }
    }

    /// A display that is on but draws nowhere (tests of what is shown when).
    pub fn unseen() -> Live {
        Live {
            multi: Some(indicatif::MultiProgress::with_draw_target(indicatif::ProgressDrawTarget::hidden())),
            ..Live::default()
        }
    }

    /// Takes the bars off the screen and keeps them off (their ticks draw nothing) until the
    /// returned guard is dropped: for the time the user reads a question and types the answer.
    pub fn hide(&self) -> Hidden {
        let mut n = self.hidden.lock().unwrap_or_else(|p| p.into_inner());
        if *n == 0
            && let Some(m) = &self.multi
        {
            let _ = m.clear();
            m.set_draw_target(indicatif::ProgressDrawTarget::hidden());
        }
        *n += 1;
        Hidden(self.clone())
    }

    /// Whether a [`Live::hide`] guard keeps the bars off the screen now.
    pub fn is_hidden(&self) -> bool {
        *self.hidden.lock().unwrap_or_else(|p| p.into_inner()) > 0
    }

    pub fn off() -> Live {
        Live::default()
    }

    pub fn is_on(&self) -> bool {
        self.multi.is_some()
    }

    /// A spinner with a message (the debate's round, the smiths at work), ticking by itself.
    pub fn spinner(&self, message: String) -> Option<indicatif::ProgressBar> {
        let multi = self.multi.as_ref()?;
        let bar = multi.add(indicatif::ProgressBar::new_spinner());
        if let Ok(style) = indicatif::ProgressStyle::with_template("{spinner:.cyan} {wide_msg}") {
            bar.set_style(style);
        }
        bar.set_message(message);
        bar.enable_steady_tick(Duration::from_millis(120));
        Some(bar)
    }

    /// A bar of `len` steps (a scan's files), with a message for rates.
    pub fn bar(&self, len: u64) -> Option<indicatif::ProgressBar> {
        let multi = self.multi.as_ref()?;
        let bar = multi.add(indicatif::ProgressBar::new(len));
        if let Ok(style) =
            indicatif::ProgressStyle::with_template("{spinner:.cyan} scanning [{bar:24}] {pos}/{len} files {wide_msg}")
        {
            bar.set_style(style.progress_chars("=> "));
        }
        bar.enable_steady_tick(Duration::from_millis(120));
        Some(bar)
    }

    /// Runs `f` (which writes to the terminal) with the bars out of the way, then shows them again.
    pub fn suspend<R>(&self, f: impl FnOnce() -> R) -> R {
        match &self.multi {
            Some(m) => m.suspend(f),
            None => f(),
        }
    }

    /// Takes every bar off the screen (the end of the process, Ctrl-C).
    pub fn clear(&self) {
        if let Some(m) = &self.multi {
            let _ = m.clear();
        }
    }
}
