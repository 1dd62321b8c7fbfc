// A survey compile program of the h73 set (cwe-078-command).
package main

import (
	"bufio"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/robfig/cron/v3"
)

const (
	inboxDir  = "/srv/cavetours/survey-inbox"
	outputDir = "/srv/cavetours/maps"
	buildLog  = "/var/log/cavetours/survey-build.log"
)

var (
	stationPattern = regexp.MustCompile(`^[A-Z]{2}[0-9]{2}$`)
	surveyPattern  = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,63}\.svx$`)
)

type surveyJob struct {
	station string
	file    string
}

// manifest.txt is written by the guides' upload form, one "STATION|file.svx" per line.
func readManifest(path string) ([]surveyJob, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()

	var jobs []surveyJob
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		station, file, ok := strings.Cut(line, "|")
		if !ok {
			log.Printf("skipping manifest line %q", line)
			continue
		}
		jobs = append(jobs, surveyJob{
			station: strings.ToUpper(strings.TrimSpace(station)),
			file:    strings.TrimSpace(file),
		})
	}
	return jobs, sc.Err()
}

func compile(job surveyJob) error {
	if !stationPattern.MatchString(job.station) {
		return fmt.Errorf("unknown station code %q", job.station)
	}
	if !surveyPattern.MatchString(job.file) {
		return fmt.Errorf("unexpected survey file name %q", job.file)
	}
	out := filepath.Join(outputDir, job.station)
	src := filepath.Join(inboxDir, job.file)
	script := `cavern --output="$1" -- "$2" 2>&1 | tee -a "$3"`
	cmd := exec.Command("sh", "-c", script, "cavern-build", out, src, buildLog)
	cmd.Dir = inboxDir
	if output, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("cavern: %v: %s", err, output)
	}
	return nil
}

func nightlyBuild() {
	started := time.Now()
	jobs, err := readManifest(filepath.Join(inboxDir, "manifest.txt"))
	if err != nil {
		log.Printf("manifest: %v", err)
		return
	}
	built := 0
	for _, job := range jobs {
		if err := compile(job); err != nil {
			log.Printf("station %s: %v", job.station, err)
			continue
		}
		built++
	}
	log.Printf("survey build finished: %d/%d maps in %s", built, len(jobs), time.Since(started).Round(time.Second))
}

func main() {
	c := cron.New(cron.WithLocation(time.Local))
	if _, err := c.AddFunc("30 2 * * *", nightlyBuild); err != nil {
		log.Fatal(err)
	}
	if len(os.Args) > 1 && os.Args[1] == "--now" {
		nightlyBuild()
		return
	}
	c.Run()
}
