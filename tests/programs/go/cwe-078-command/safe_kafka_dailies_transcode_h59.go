// Unseen set h59: kafka dailies transcode
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/segmentio/kafka-go"
)

// DailyUploaded is emitted by the on-set ingest station after a camera card offload.
type DailyUploaded struct {
	Production string `json:"production"`
	ShootDay   int    `json:"shootDay"`
	ClipName   string `json:"clipName"`
	Profile    string `json:"profile"`
}

type Profile int

const (
	ProfileEditorial Profile = iota
	ProfileReview
)

func parseProfile(s string) Profile {
	switch strings.ToLower(s) {
	case "review":
		return ProfileReview
	default:
		return ProfileEditorial
	}
}

func (p Profile) codecArgs() []string {
	if p == ProfileReview {
		return []string{"-c:v", "libx264", "-crf", "23", "-vf", "scale=1280:-2"}
	}
	return []string{"-c:v", "dnxhd", "-profile:v", "dnxhr_lb"}
}

type Transcoder interface {
	Transcode(ctx context.Context, input, output string, p Profile) error
}

type ffmpegTranscoder struct {
	binary string
}

func (t *ffmpegTranscoder) Transcode(ctx context.Context, input, output string, p Profile) error {
	args := append([]string{"-y", "-i", input}, p.codecArgs()...)
	args = append(args, output)
	cmd := exec.CommandContext(ctx, t.binary, args...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("ffmpeg: %v: %s", err, out)
	}
	return nil
}

// DailiesService turns camera originals into editorial proxies.
type DailiesService struct {
	transcoder Transcoder
	ingestDir  string
	proxyDir   string
}

func (s *DailiesService) Process(ctx context.Context, ev DailyUploaded) error {
	clip := filepath.Base(ev.ClipName)
	stem := clip[:len(clip)-len(filepath.Ext(clip))]
	dayDir := filepath.Join(s.proxyDir, fmt.Sprintf("day%03d", ev.ShootDay))
	if err := os.MkdirAll(dayDir, 0o750); err != nil {
		return err
	}
	input := filepath.Join(s.ingestDir, clip)
	output := filepath.Join(dayDir, stem+".mov")
	log.Printf("%s day %d: transcoding %s", ev.Production, ev.ShootDay, clip)
	return s.transcoder.Transcode(ctx, input, output, parseProfile(ev.Profile))
}

func main() {
	reader := kafka.NewReader(kafka.ReaderConfig{
		Brokers: strings.Split(os.Getenv("KAFKA_BROKERS"), ","),
		GroupID: "dailies-proxy",
		Topic:   "dailies.uploaded",
	})
	defer reader.Close()

	svc := &DailiesService{
		transcoder: &ffmpegTranscoder{binary: "/usr/bin/ffmpeg"},
		ingestDir:  os.Getenv("INGEST_DIR"),
		proxyDir:   os.Getenv("PROXY_DIR"),
	}
	ctx := context.Background()
	for {
		msg, err := reader.ReadMessage(ctx)
		if err != nil {
			log.Fatal(err)
		}
		var ev DailyUploaded
		if err := json.Unmarshal(msg.Value, &ev); err != nil {
			log.Printf("offset %d: unreadable event: %v", msg.Offset, err)
			continue
		}
		if err := svc.Process(ctx, ev); err != nil {
			log.Printf("offset %d: %v", msg.Offset, err)
		}
	}
}
