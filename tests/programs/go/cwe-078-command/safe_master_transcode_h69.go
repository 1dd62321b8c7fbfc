// A master transcode program of the h69 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"

	"github.com/segmentio/kafka-go"
)

const masterDir = "/data/masters"

type transcodeJob struct {
	OrderID    int64  `json:"order_id"`
	Side       int    `json:"side"`
	Format     string `json:"format"`
	SampleRate int    `json:"sample_rate"`
}

func consume(ctx context.Context, r *kafka.Reader, jobs chan<- transcodeJob) {
	defer close(jobs)
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			if ctx.Err() == nil {
				log.Printf("read: %v", err)
			}
			return
		}
		var j transcodeJob
		if err := json.Unmarshal(m.Value, &j); err != nil {
			log.Printf("skip malformed message at offset %d", m.Offset)
			continue
		}
		jobs <- j
	}
}

func worker(id int, jobs <-chan transcodeJob, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		var codec, ext string
		switch j.Format {
		case "flac":
			codec, ext = "flac", "flac"
		case "wav":
			codec, ext = "pcm_s24le", "wav"
		case "mp3":
			codec, ext = "libmp3lame", "mp3"
		default:
			log.Printf("worker %d: order %d has unsupported format %q", id, j.OrderID, j.Format)
			continue
		}
		rate := j.SampleRate
		if rate != 44100 && rate != 48000 && rate != 96000 {
			rate = 96000
		}
		src := filepath.Join(masterDir, fmt.Sprintf("%d-side%d.wav", j.OrderID, j.Side))
		dst := filepath.Join(masterDir, "ref", fmt.Sprintf("%d-side%d.%s", j.OrderID, j.Side, ext))
		script := fmt.Sprintf("ffmpeg -y -loglevel error -i %s -ar %d -c:a %s %s", src, rate, codec, dst)
		out, err := exec.Command("/bin/sh", "-c", script).CombinedOutput()
		if err != nil {
			log.Printf("worker %d: order %d failed: %v %s", id, j.OrderID, err, out)
			continue
		}
		log.Printf("worker %d: order %d side %d -> %s", id, j.OrderID, j.Side, dst)
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	r := kafka.NewReader(kafka.ReaderConfig{
		Brokers: []string{os.Getenv("KAFKA_BROKER")},
		GroupID: "reference-transcoder",
		Topic:   "lacquer.masters.uploaded",
	})
	defer r.Close()

	jobs := make(chan transcodeJob, 16)
	var wg sync.WaitGroup
	for i := 1; i <= 3; i++ {
		wg.Add(1)
		go worker(i, jobs, &wg)
	}
	consume(ctx, r, jobs)
	wg.Wait()
}
