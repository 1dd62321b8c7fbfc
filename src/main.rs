//! The `agentsmith` binary: parse the command line, run it, map the outcome to an exit status.

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    // `agentsmith __sandbox ...` is this binary as the sandbox helper: it confines itself and
    // runs a model's command (src/sandbox). Nothing else of the program runs in that mode.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if args.get(1).is_some_and(|a| a == agentsmith::sandbox::HELPER_ARG) {
        let code = agentsmith::sandbox::helper_main(&args[2..]);
        return ExitCode::from(u8::try_from(code).unwrap_or(1));
    }
    agentsmith::sandbox::harden_self();
    let cli = match agentsmith::cli::Cli::parse_words(&args) {
        Ok(cli) => cli,
        Err(err) => {
            // Help and version go to stdout with status 0; usage errors to stderr with status 2.
            let _ = err.print();
            return ExitCode::from(if err.use_stderr() { agentsmith::exit::USAGE } else { agentsmith::exit::OK });
        }
    };
    let env = std::env::vars_os().filter_map(|(k, v)| Some((k.into_string().ok()?, v.into_string().ok()?))).collect();
    // The console thread alone writes to the terminal: no lock is held across the run, and a
    // log line from any thread never waits on another.
    // Colour and the live progress display follow the streams: a terminal gets them (colour
    // as NO_COLOR / CLICOLOR_FORCE say), a pipe or a file never; `-q` and `--events` get no
    // progress at all.
    let colour = agentsmith::term::Colour::detect();
    let live = if cli.global.quiet || cli.global.events.is_some() {
        agentsmith::term::Live::off()
    } else {
        agentsmith::term::Live::stderr()
    };
    let console = agentsmith::console::Console::start_with(
        Box::new(std::io::stdout()),
        Box::new(std::io::stderr()),
        live.clone(),
    );
    init_tracing(cli.global.verbose, cli.global.quiet, colour.err, &console);
    let mut io = agentsmith::Io::new(console.out(), console.err());
    io.input = agentsmith::console::Input::stdin().with_live(live.clone());
    io.colour = colour;
    io.live = live.clone();
    let error_label = agentsmith::term::paint(colour.err, agentsmith::term::error(), "error:");
    let code = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => {
            let abort = console.clone();
            let interrupt = io.interrupt.clone();
            let err = console.err();
            rt.spawn(io.interrupt.clone().watch(move || {
                live.clear();
                let _ = writeln!(err.clone(), "\ninterrupted: {}", interrupt.kept());
                abort.finish();
                std::process::exit(i32::from(agentsmith::exit::INTERRUPTED));
            }));
            match rt.block_on(agentsmith::run(cli, env, &mut io)) {
                Ok(code) => code,
                Err(e) => {
                    let _ = writeln!(io.err, "{}", e.to_user(&error_label));
                    e.exit_code()
                }
            }
        }
        Err(e) => {
            let _ = writeln!(io.err, "error: cannot start the async runtime: {e}");
            agentsmith::exit::USAGE
        }
    };
    console.finish();
    ExitCode::from(code)
}

fn init_tracing(verbose: u8, quiet: bool, ansi: bool, console: &agentsmith::console::Console) {
    let level = match (quiet, verbose) {
        (true, _) => "error",
        (false, 0) => "warn",
        (false, 1) => "debug",
        (false, _) => "trace",
    };
    let filter = tracing_subscriber::EnvFilter::try_from_env("AGENTSMITH_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(level));
    let err = console.clone();
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(move || err.err())
        .with_ansi(ansi)
        .without_time()
        .try_init();
}
