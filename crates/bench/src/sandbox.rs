//! `bench sandbox`: what the sandbox costs a command. Runs `true` and `sh -c 'echo hi'` many
//! times through the same path `run_command` takes, confined and unconfined, and prints the
//! median and 90th percentile spawn-to-exit times.

use std::time::{Duration, Instant};

use agentsmith::config::{Config, ConfigInputs};
use agentsmith::sandbox::{Job, Policy, Sandbox};

pub fn main() {
    let Ok(rt) = tokio::runtime::Builder::new_multi_thread().enable_all().build() else { std::process::exit(1) };
    let helper = crate::common::agentsmith_exe();
    if !helper.is_file() {
        eprintln!("{} not found: run `cargo build --release` first", helper.display());
        std::process::exit(2);
    }
    let dir = std::env::temp_dir().join(format!("agentsmith-bench-sandbox-{}", std::process::id()));
    let room = dir.join("room");
    let _ = std::fs::create_dir_all(&room);
    let env: agentsmith::config::Env = std::env::vars().filter(|(k, _)| k == "PATH" || k == "HOME").collect();
    let inputs =
        ConfigInputs { repo: dir.clone(), env: env.clone(), config_file: None, flags: Vec::new(), sets: Vec::new() };
    let Ok(config) = Config::resolve(&inputs) else {
        eprintln!("cannot resolve a configuration");
        std::process::exit(1);
    };
    let confined = Policy::from_config(&config, &env);
    let path = env.get("PATH").cloned().unwrap_or_default();
    let scratch_root = dir.join(".agent-smith/sandbox");
    let runs = 50;
    println!("sandbox: {runs} runs each, median / p90 from spawn to exit");
    for (name, program, args) in
        [("true", "true", vec![]), ("sh -c 'echo hi'", "sh", vec!["-c".to_string(), "echo hi".to_string()])]
    {
        for (label, policy) in [("unconfined", Policy::unconfined(&path)), ("sandboxed", confined.clone())] {
            let sb = Sandbox { policy, helper: helper.clone(), scratch_root: scratch_root.clone() };
            let mut times = Vec::new();
            for _ in 0..runs {
                let job = Job {
                    program,
                    args: &args,
                    cwd: &room,
                    room: &room,
                    scratch: "bench",
                    timeout: Duration::from_secs(10),
                    output_cap: 4096,
                };
                let t = Instant::now();
                if let Err(e) = rt.block_on(sb.run(&job)) {
                    eprintln!("{label}: {e}");
                    std::process::exit(1);
                }
                times.push(t.elapsed().as_secs_f64() * 1000.0);
            }
            times.sort_by(f64::total_cmp);
            println!(
                "  {name:<16} {label:<11} median {:6.2} ms   p90 {:6.2} ms",
                times[times.len() / 2],
                times[times.len() * 9 / 10]
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
