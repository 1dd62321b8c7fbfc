// A city planetarium dome show task queue worker program of the h76 set (cwe-502-deser).
use std::process::Command;

use serde::{Deserialize, Serialize};

struct Dome {
    brightness: u8,
    now_playing: Option<String>,
}

trait DomeTask: Send {
    fn run(&self, dome: &mut Dome) -> anyhow::Result<()>;
}

#[derive(Serialize, Deserialize)]
struct DimLights {
    level: u8,
}

impl DomeTask for DimLights {
    fn run(&self, dome: &mut Dome) -> anyhow::Result<()> {
        dome.brightness = self.level.min(100);
        Ok(())
    }
}

#[derive(Serialize, Deserialize)]
struct StartShow {
    title: String,
}

impl DomeTask for StartShow {
    fn run(&self, dome: &mut Dome) -> anyhow::Result<()> {
        dome.now_playing = Some(self.title.clone());
        Ok(())
    }
}

/// Used by the nightly maintenance schedule to recalibrate the projectors.
struct MaintenanceScript {
    program: String,
    args: Vec<String>,
}

impl DomeTask for MaintenanceScript {
    fn run(&self, _dome: &mut Dome) -> anyhow::Result<()> {
        let status = Command::new(&self.program).args(&self.args).status()?;
        anyhow::ensure!(status.success(), "{} exited with {status}", self.program);
        Ok(())
    }
}

fn nightly_tasks() -> Vec<Box<dyn DomeTask>> {
    vec![
        Box::new(DimLights { level: 0 }),
        Box::new(MaintenanceScript {
            program: "/opt/dome/bin/calibrate-projectors".into(),
            args: vec!["--all".into()],
        }),
    ]
}

/// The only task kinds that may arrive over the queue.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum QueuedTask {
    DimLights(DimLights),
    StartShow(StartShow),
}

fn parse_task(payload: &str) -> anyhow::Result<Box<dyn DomeTask>> {
    let task: Box<dyn DomeTask> = match serde_json::from_str::<QueuedTask>(payload)? {
        QueuedTask::DimLights(task) => Box::new(task),
        QueuedTask::StartShow(task) => Box::new(task),
    };
    Ok(task)
}

struct Worker {
    conn: redis::Connection,
    queue: String,
    dome: Dome,
}

impl Worker {
    fn next_payload(&mut self) -> redis::RedisResult<String> {
        let (_list, payload): (String, String) =
            redis::cmd("BLPOP").arg(&self.queue).arg(0).query(&mut self.conn)?;
        Ok(payload)
    }

    fn run_forever(&mut self) -> anyhow::Result<()> {
        loop {
            let payload = self.next_payload()?;
            if payload == "nightly" {
                for task in nightly_tasks() {
                    task.run(&mut self.dome)?;
                }
                continue;
            }
            match parse_task(&payload).and_then(|task| task.run(&mut self.dome)) {
                Ok(()) => println!("dome: {}% lit, showing {:?}", self.dome.brightness, self.dome.now_playing),
                Err(err) => eprintln!("rejected task: {err:#}"),
            }
        }
    }
}

fn main() -> anyhow::Result<()> {
    let url = std::env::var("REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1/".into());
    let client = redis::Client::open(url)?;
    let mut worker = Worker {
        conn: client.get_connection()?,
        queue: "dome:tasks".into(),
        dome: Dome { brightness: 100, now_playing: None },
    };
    worker.run_forever()
}
