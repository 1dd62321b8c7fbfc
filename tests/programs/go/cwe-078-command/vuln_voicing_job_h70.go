// A voicing job program of the h70 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
)

var namePattern = regexp.MustCompile(`[a-z0-9_]+`)

type voicingJob struct {
	Organ    string   `json:"organ"`
	Division string   `json:"division"`
	Stops    []string `json:"stops"`
	Pitch    float64  `json:"pitch_hz"`
}

type jobResult struct {
	Organ  string `json:"organ"`
	OK     bool   `json:"ok"`
	Output string `json:"output,omitempty"`
}

func (j voicingJob) names() []string {
	return append([]string{j.Organ, j.Division}, j.Stops...)
}

func (j voicingJob) commandLine() string {
	var b strings.Builder
	fmt.Fprintf(&b, "pipetune analyse --organ %s --division %s --pitch %.2f", j.Organ, j.Division, j.Pitch)
	for _, stop := range j.Stops {
		fmt.Fprintf(&b, " --stop %s", stop)
	}
	fmt.Fprintf(&b, " 2>&1 | tee -a /var/log/pipetune/%s.log", j.Organ)
	return b.String()
}

func handle(msg *nats.Msg) {
	var job voicingJob
	if err := json.Unmarshal(msg.Data, &job); err != nil {
		log.Printf("discarding malformed job: %v", err)
		return
	}
	if job.Pitch == 0 {
		job.Pitch = 440
	}

	if len(job.Stops) == 0 || slices.ContainsFunc(job.names(), func(n string) bool {
		return !namePattern.MatchString(n)
	}) {
		reply(msg, jobResult{Organ: job.Organ, OK: false, Output: "invalid organ, division or stop name"})
		return
	}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, "/bin/bash", "-o", "pipefail", "-c", job.commandLine()).Output()
	reply(msg, jobResult{Organ: job.Organ, OK: err == nil, Output: string(out)})
}

func reply(msg *nats.Msg, res jobResult) {
	if msg.Reply == "" {
		return
	}
	body, _ := json.Marshal(res)
	if err := msg.Respond(body); err != nil {
		log.Printf("reply failed: %v", err)
	}
}

func main() {
	url := os.Getenv("NATS_URL")
	if url == "" {
		url = nats.DefaultURL
	}
	nc, err := nats.Connect(url, nats.Name("voicing-worker"))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Drain()

	if _, err := nc.QueueSubscribe("workshop.voicing.jobs", "voicing-workers", handle); err != nil {
		log.Fatal(err)
	}
	log.Println("voicing worker ready")

	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	<-sig
}
