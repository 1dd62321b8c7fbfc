//! Where a command's output goes: results to `out`, progress and problems to `err`, and its
//! events to `events`.
//!
//! Writing never blocks the job and never holds a lock another thread could want: a
//! [`Stream`] hands its bytes to the console thread, which alone writes to the real stdout and
//! stderr (a stalled terminal or pipe stalls only that thread). Streams are `Send` and cheap to
//! clone, so progress can be written from any task.

use std::io::Write;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};

use crate::event::Events;
use crate::redact::Redactor;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    Out,
    Err,
}

enum Message {
    Bytes(Target, Vec<u8>),
    /// Everything sent before has been written: tell the sender.
    Flush(mpsc::Sender<()>),
}

/// A writer for a command's output.
#[derive(Clone)]
pub struct Stream(Inner);

#[derive(Clone)]
enum Inner {
    /// To the console thread.
    Console { tx: mpsc::Sender<Message>, target: Target },
    /// Into memory (tests; `--events jsonl`, where the result goes into the last event).
    Buffer(Arc<Mutex<Vec<u8>>>),
    /// Nowhere.
    Null,
}

impl std::fmt::Debug for Stream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0 {
            Inner::Console { target, .. } => write!(f, "Stream::Console({target:?})"),
            Inner::Buffer(_) => f.write_str("Stream::Buffer"),
            Inner::Null => f.write_str("Stream::Null"),
        }
    }
}

impl Stream {
    /// A stream into a new buffer, and the buffer.
    pub fn buffer() -> (Stream, Arc<Mutex<Vec<u8>>>) {
        let b = Arc::new(Mutex::new(Vec::new()));
        (Stream(Inner::Buffer(b.clone())), b)
    }

    /// A stream that writes nowhere.
    pub fn null() -> Stream {
        Stream(Inner::Null)
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match &self.0 {
            // A console that is gone (the process is ending) swallows the bytes.
            Inner::Console { tx, target } => {
                let _ = tx.send(Message::Bytes(*target, buf.to_vec()));
            }
            Inner::Buffer(b) => b.lock().unwrap_or_else(|p| p.into_inner()).extend_from_slice(buf),
            Inner::Null => {}
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The thread that owns the real stdout and stderr.
#[derive(Clone)]
pub struct Console {
    tx: mpsc::Sender<Message>,
}

impl Console {
    /// Starts the thread that writes to `out` and `err`. A write that fails (a closed pipe) is
    /// dropped: there is nowhere else to report it.
    pub fn start(out: Box<dyn Write + Send>, err: Box<dyn Write + Send>) -> Console {
        Console::start_with(out, err, crate::term::Live::off())
    }

    /// As [`Console::start`], with the live progress display: while it is on, whole lines are
    /// written above its bars and a line still being written waits for its end (a prompt
    /// with no line end is written after a tenth of a second), so no bar tears a line.
    pub fn start_with(out: Box<dyn Write + Send>, err: Box<dyn Write + Send>, live: crate::term::Live) -> Console {
        let (tx, rx) = mpsc::channel::<Message>();
        std::thread::spawn(move || {
            if live.is_on() {
                Held { out, err, live, pending: [Vec::new(), Vec::new()] }.run(rx);
            } else {
                plain(rx, out, err);
            }
        });
        Console { tx }
    }

    pub fn out(&self) -> Stream {
        Stream(Inner::Console { tx: self.tx.clone(), target: Target::Out })
    }

    pub fn err(&self) -> Stream {
        Stream(Inner::Console { tx: self.tx.clone(), target: Target::Err })
    }

    /// Waits until everything written so far is out (the end of the process).
    pub fn finish(&self) {
        let (done, wait) = mpsc::channel();
        if self.tx.send(Message::Flush(done)).is_ok() {
            let _ = wait.recv();
        }
    }
}

/// Without the live display: every write goes out as it comes.
fn plain(rx: mpsc::Receiver<Message>, mut out: Box<dyn Write + Send>, mut err: Box<dyn Write + Send>) {
    for m in rx {
        match m {
            Message::Bytes(Target::Out, b) => {
                let _ = out.write_all(&b);
            }
            Message::Bytes(Target::Err, b) => {
                let _ = err.write_all(&b);
                let _ = err.flush();
            }
            Message::Flush(done) => {
                let _ = out.flush();
                let _ = err.flush();
                let _ = done.send(());
            }
        }
    }
}

/// With the live display: the streams, and the bytes of each (out, then err) not yet ended by
/// a line end.
struct Held {
    out: Box<dyn Write + Send>,
    err: Box<dyn Write + Send>,
    live: crate::term::Live,
    pending: [Vec<u8>; 2],
}

impl Held {
    fn run(mut self, rx: mpsc::Receiver<Message>) {
        loop {
            let waiting = self.pending.iter().any(|p| !p.is_empty());
            let m = if waiting {
                match rx.recv_timeout(std::time::Duration::from_millis(100)) {
                    Ok(m) => Some(m),
                    Err(mpsc::RecvTimeoutError::Timeout) => None,
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                }
            } else {
                match rx.recv() {
                    Ok(m) => Some(m),
                    Err(_) => break,
                }
            };
            match m {
                Some(Message::Bytes(target, b)) => self.bytes(target, &b),
                Some(Message::Flush(done)) => {
                    self.live.clear();
                    self.write_pending();
                    let _ = done.send(());
                }
                None => self.write_pending(),
            }
        }
    }

    /// Holds `b` until its line ends, then writes the whole lines above the bars.
    fn bytes(&mut self, target: Target, b: &[u8]) {
        let t = usize::from(target == Target::Err);
        self.pending[t].extend_from_slice(b);
        // With the bars hidden (a question is asked), a prompt goes out at once: no bar can
        // tear it, and the user must see it before typing.
        if self.live.is_hidden() {
            let b = std::mem::take(&mut self.pending[t]);
            self.write(t, &b);
        } else if let Some(end) = self.pending[t].iter().rposition(|&c| c == b'\n') {
            let rest = self.pending[t].split_off(end + 1);
            let lines = std::mem::replace(&mut self.pending[t], rest);
            self.write(t, &lines);
        }
    }

    fn write_pending(&mut self) {
        for t in 0..self.pending.len() {
            let b = std::mem::take(&mut self.pending[t]);
            self.write(t, &b);
        }
    }

    fn write(&mut self, t: usize, b: &[u8]) {
        if b.is_empty() {
            return;
        }
        let w = if t == 0 { &mut self.out } else { &mut self.err };
        self.live.suspend(|| {
            let _ = w.write_all(b);
            let _ = w.flush();
        });
    }
}

/// Ctrl-C, as a value passed down: stages that can stop cleanly (save their state, write their
/// reports) hold a [`Handling`] while they run and watch [`Interrupt::token`]; a Ctrl-C while none
/// does ends the process at once, as it would without agentsmith noticing, and a second Ctrl-C
/// always does.
#[derive(Clone, Debug, Default)]
pub struct Interrupt {
    token: tokio_util::sync::CancellationToken,
    handlers: Arc<std::sync::atomic::AtomicUsize>,
    kept: Kept,
}

/// What a command says was kept when Ctrl-C ends the process at once (set by the command).
type KeptFn = Arc<dyn Fn() -> String + Send + Sync>;

#[derive(Clone, Default)]
struct Kept(Arc<Mutex<Option<KeptFn>>>);

impl std::fmt::Debug for Kept {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Kept")
    }
}

/// A stage's claim that it handles Ctrl-C; released when dropped.
#[derive(Debug)]
pub struct Handling(Arc<std::sync::atomic::AtomicUsize>);

impl Drop for Handling {
    fn drop(&mut self) {
        self.0.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

impl Interrupt {
    pub fn new() -> Interrupt {
        Interrupt::default()
    }

    /// Cancelled on Ctrl-C.
    pub fn token(&self) -> tokio_util::sync::CancellationToken {
        self.token.clone()
    }

    /// Claims Ctrl-C for as long as the returned value lives.
    pub fn handle(&self) -> Handling {
        self.handlers.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Handling(self.handlers.clone())
    }

    /// What to say (and do: a note beside stale reports) when Ctrl-C ends the process at once:
    /// `kept` returns what was kept and how to go on. The last one set wins.
    pub fn on_abort(&self, kept: impl Fn() -> String + Send + Sync + 'static) {
        *self.kept.0.lock().unwrap_or_else(|p| p.into_inner()) = Some(Arc::new(kept));
    }

    /// The message of an interrupted process: what was kept, or that nothing was.
    pub fn kept(&self) -> String {
        let f = self.kept.0.lock().unwrap_or_else(|p| p.into_inner()).clone();
        match f {
            Some(f) => f(),
            None => "nothing was written".into(),
        }
    }

    /// Whether Ctrl-C was pressed.
    pub fn is_set(&self) -> bool {
        self.token.is_cancelled()
    }

    /// Listens for Ctrl-C for the life of the process: the first one cancels the token when a
    /// stage handles it, and otherwise (or the second time) calls `abort`, which ends the
    /// process. Call it inside the runtime.
    pub async fn watch(self, abort: impl Fn() + Send + 'static) {
        let mut signal = match interrupt_signal() {
            Some(s) => s,
            // No handler could be installed: the default action stays.
            None => return,
        };
        loop {
            if !signal.recv().await {
                return;
            }
            let handled = self.handlers.load(std::sync::atomic::Ordering::SeqCst) > 0;
            if handled && !self.token.is_cancelled() {
                self.token.cancel();
            } else {
                abort();
                return;
            }
        }
    }
}

/// The interrupt signals, as a stream of notices: Ctrl-C (SIGINT) and, on Unix, SIGTERM, which
/// is how CI cancels a job, `timeout` ends a command and `docker stop` a container: a run ended
/// so keeps its state as after Ctrl-C.
struct Signal(#[cfg(unix)] tokio::signal::unix::Signal, #[cfg(unix)] Option<tokio::signal::unix::Signal>);

impl Signal {
    async fn recv(&mut self) -> bool {
        #[cfg(unix)]
        {
            match &mut self.1 {
                Some(term) => tokio::select! {
                    s = self.0.recv() => s.is_some(),
                    s = term.recv() => s.is_some(),
                },
                None => self.0.recv().await.is_some(),
            }
        }
        #[cfg(not(unix))]
        {
            tokio::signal::ctrl_c().await.is_ok()
        }
    }
}

fn interrupt_signal() -> Option<Signal> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let interrupt = signal(SignalKind::interrupt()).ok()?;
        Some(Signal(interrupt, signal(SignalKind::terminate()).ok()))
    }
    #[cfg(not(unix))]
    {
        Some(Signal())
    }
}

/// Where a command asks the user: the terminal on stdin, or nowhere. A command that would
/// ask without a terminal must not wait for an answer that never comes: it checks
/// [`Input::is_terminal`] first and says what to pass instead.
#[derive(Clone, Default)]
pub struct Input {
    reader: Option<Arc<Mutex<Box<dyn std::io::BufRead + Send>>>>,
    /// The progress display to take off the screen while a question is asked.
    live: crate::term::Live,
}

impl std::fmt::Debug for Input {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.reader.is_some() { "Input::Terminal" } else { "Input::None" })
    }
}

impl Input {
    /// No terminal: nothing can be asked.
    pub fn none() -> Input {
        Input::default()
    }

    /// Stdin, when it is a terminal; otherwise none.
    pub fn stdin() -> Input {
        use std::io::IsTerminal;
        if std::io::stdin().is_terminal() {
            Input::from_reader(Box::new(std::io::BufReader::new(std::io::stdin())))
        } else {
            Input::none()
        }
    }

    /// Answers read from `reader` as if typed on a terminal (tests).
    pub fn from_reader(reader: Box<dyn std::io::BufRead + Send>) -> Input {
        Input { reader: Some(Arc::new(Mutex::new(reader))), live: crate::term::Live::off() }
    }

    /// The same input, hiding `live` (the progress display on the same terminal) while it asks.
    pub fn with_live(self, live: crate::term::Live) -> Input {
        Input { live, ..self }
    }

    pub fn is_terminal(&self) -> bool {
        self.reader.is_some()
    }

    /// Asks the user: writes `prompt` to `err` and reads the answer typed after it (see
    /// [`Input::read_line`]), with the progress display off the screen from before the prompt
    /// until the answer is in, so that no redraw wipes the prompt or the typed text.
    pub async fn ask(&self, err: &mut Stream, prompt: &str) -> Option<String> {
        let _hidden = self.live.hide();
        let _ = write!(err, "{prompt}");
        let _ = err.flush();
        let answer = self.read_line().await;
        let _ = writeln!(err);
        answer
    }

    /// One line typed by the user, without its line end; `None` without a terminal or at the
    /// end of input. Blocks a thread of its own, not the runtime.
    pub async fn read_line(&self) -> Option<String> {
        let reader = self.reader.clone()?;
        tokio::task::spawn_blocking(move || {
            let mut line = String::new();
            let mut r = reader.lock().unwrap_or_else(|p| p.into_inner());
            match r.read_line(&mut line) {
                Ok(0) | Err(_) => None,
                Ok(_) => Some(line.trim_end_matches(['\n', '\r']).to_string()),
            }
        })
        .await
        .ok()
        .flatten()
    }
}

/// Where a command writes: results to `out`, progress and problems to `err`, events to
/// `events` (which the terminal progress, `--events jsonl` and the workspace's log read), and
/// where it asks the user (`input`).
#[derive(Clone, Debug)]
pub struct Io {
    pub out: Stream,
    pub err: Stream,
    pub events: Events,
    /// What no output may show: the model keys (each gateway adds its own), a scan's secrets.
    pub secrets: Arc<Redactor>,
    /// Ctrl-C.
    pub interrupt: Interrupt,
    /// The terminal the user answers on, if any.
    pub input: Input,
    /// `-q`: results and errors only.
    pub quiet: bool,
    /// Which of `out` and `err` get colour.
    pub colour: crate::term::Colour,
    /// The live progress display (a terminal on stderr, not `-q`), or nothing.
    pub live: crate::term::Live,
}

impl Io {
    /// Output to these streams; no event sink yet, nothing to mask yet, no terminal to ask on.
    pub fn new(out: Stream, err: Stream) -> Io {
        Io {
            out,
            err,
            events: Events::none(),
            secrets: Arc::new(Redactor::new()),
            interrupt: Interrupt::new(),
            input: Input::none(),
            quiet: false,
            colour: crate::term::Colour::default(),
            live: crate::term::Live::off(),
        }
    }
}

/// The terminal, as it answers a model's questions (`ask_user`): one question at a time, on
/// stderr, the answer read from the user's input; no terminal, no answer.
#[derive(Clone)]
pub struct TerminalAsker {
    pub input: Input,
    pub err: Stream,
    pub one_at_a_time: Arc<tokio::sync::Mutex<()>>,
}

impl TerminalAsker {
    pub fn new(io: &Io) -> TerminalAsker {
        TerminalAsker { input: io.input.clone(), err: io.err.clone(), one_at_a_time: Default::default() }
    }
}

impl std::fmt::Debug for TerminalAsker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "TerminalAsker({:?})", self.input)
    }
}

impl crate::ask::Asker for TerminalAsker {
    fn ask<'a>(&'a self, smith: &'a str, question: &'a str, why: &'a str) -> crate::llm::BoxFuture<'a, Option<String>> {
        Box::pin(async move {
            if !self.input.is_terminal() {
                return None;
            }
            let _turn = self.one_at_a_time.lock().await;
            let mut err = self.err.clone();
            let why = if why.is_empty() { String::new() } else { format!("\n(why it blocks: {why})") };
            self.input.ask(&mut err, &format!("\n{smith} asks: {question}{why}\nAnswer: ")).await
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads one answer and records whether the progress display was hidden as it was read.
    struct Typist {
        live: crate::term::Live,
        hidden_while_read: Arc<Mutex<Vec<bool>>>,
        text: std::io::Cursor<Vec<u8>>,
    }

    impl std::io::Read for Typist {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            std::io::Read::read(&mut self.text, buf)
        }
    }

    impl std::io::BufRead for Typist {
        fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
            self.hidden_while_read.lock().unwrap().push(self.live.is_hidden());
            std::io::BufRead::fill_buf(&mut self.text)
        }
        fn consume(&mut self, n: usize) {
            std::io::BufRead::consume(&mut self.text, n);
        }
    }

    /// While the user types an answer the progress display is off the screen, and the prompt
    /// was written before the read; afterwards the display is back.
    #[tokio::test]
    async fn the_progress_display_is_hidden_while_the_user_answers() {
        let live = crate::term::Live::unseen();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let typist = Typist {
            live: live.clone(),
            hidden_while_read: seen.clone(),
            text: std::io::Cursor::new(b"yes\n".to_vec()),
        };
        let input = Input::from_reader(Box::new(typist)).with_live(live.clone());
        let _bar = live.spinner("the smiths at work".into());
        let (mut err, text) = Stream::buffer();
        let answer = input.ask(&mut err, "Carry on? [y/N] ").await;
        assert_eq!(answer.as_deref(), Some("yes"));
        let seen = seen.lock().unwrap().clone();
        assert!(!seen.is_empty() && seen.iter().all(|h| *h), "hidden at every read: {seen:?}");
        assert!(!live.is_hidden(), "shown again after the answer");
        assert_eq!(String::from_utf8_lossy(&text.lock().unwrap()), "Carry on? [y/N] \n");
    }

    #[test]
    fn the_console_writes_in_order_from_any_thread() {
        let (out, o) = Stream::buffer();
        let (err, e) = Stream::buffer();
        let console = Console::start(Box::new(out), Box::new(err));
        let mut a = console.out();
        std::thread::scope(|s| {
            s.spawn(|| {
                let mut w = console.err();
                let _ = writeln!(w, "from a thread");
            });
        });
        let _ = write!(a, "one ");
        let _ = write!(a, "two");
        console.finish();
        assert_eq!(String::from_utf8_lossy(&o.lock().unwrap()), "one two");
        assert_eq!(String::from_utf8_lossy(&e.lock().unwrap()), "from a thread\n");
    }
}
