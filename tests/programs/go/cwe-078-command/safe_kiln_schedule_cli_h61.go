// A kiln schedule cli program of the h61 set (cwe-078-command).
// kilnctl pushes a firing schedule to one of the studio kilns.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"time"
)

type FiringJob struct {
	KilnID  string
	Profile string
	DelayH  int
}

// JobValidator rejects jobs that the controller firmware cannot run.
type JobValidator struct {
	profileName *regexp.Regexp
	kilns       map[string]bool
}

func NewJobValidator() *JobValidator {
	return &JobValidator{
		profileName: regexp.MustCompile(`^[a-z0-9_-]{3,32}$`),
		kilns:       map[string]bool{"k1-electric": true, "k2-electric": true, "gas-reduction": true},
	}
}

func (v *JobValidator) Validate(j FiringJob) error {
	if !v.kilns[j.KilnID] {
		return fmt.Errorf("unknown kiln %q", j.KilnID)
	}
	if !v.profileName.MatchString(j.Profile) {
		return errors.New("profile name may only contain a-z, 0-9, _ and -")
	}
	if j.DelayH < 0 || j.DelayH > 24 {
		return errors.New("delay must be between 0 and 24 hours")
	}
	return nil
}

// Uploader sends a schedule to the kiln controller.
type Uploader interface {
	Upload(ctx context.Context, j FiringJob) error
}

type bartlettUploader struct{ tool, profileDir string }

func (u bartlettUploader) Upload(ctx context.Context, j FiringJob) error {
	schedule := filepath.Join(u.profileDir, j.Profile+".json")
	cmd := exec.CommandContext(ctx, u.tool, "--kiln", j.KilnID,
		"--delay", fmt.Sprintf("%dh", j.DelayH), "--schedule", schedule)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	return cmd.Run()
}

type FiringService struct {
	validator *JobValidator
	uploader  Uploader
}

func (s *FiringService) Schedule(ctx context.Context, j FiringJob) error {
	if err := s.validator.Validate(j); err != nil {
		return err
	}
	return s.uploader.Upload(ctx, j)
}

func main() {
	kiln := flag.String("kiln", "k1-electric", "kiln identifier")
	profile := flag.String("profile", "", "firing profile name, e.g. cone6-glaze")
	delay := flag.Int("delay", 0, "delayed start in hours")
	flag.Parse()

	svc := &FiringService{
		validator: NewJobValidator(),
		uploader:  bartlettUploader{tool: "/usr/local/bin/kiln-push", profileDir: "/etc/kilnctl/profiles"},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := svc.Schedule(ctx, FiringJob{KilnID: *kiln, Profile: *profile, DelayH: *delay}); err != nil {
		fmt.Fprintln(os.Stderr, "kilnctl:", err)
		os.Exit(1)
	}
	fmt.Println("schedule sent to", *kiln)
}
