// A karaoke key change program of the h62 set (cwe-078-command).
package main

import (
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v2"
)

// Singers can move a backing track up or down a few semitones before their
// turn; the pitched copy is rendered with sox and streamed to the booth.
type pitchJob struct {
	TrackID   int
	Semitones string
	Source    string
	Target    string
}

type jobOption func(*pitchJob)

func withSemitones(s string) jobOption { return func(j *pitchJob) { j.Semitones = s } }
func withTarget(p string) jobOption    { return func(j *pitchJob) { j.Target = p } }

func newPitchJob(library string, trackID int, opts ...jobOption) *pitchJob {
	j := &pitchJob{
		TrackID:   trackID,
		Semitones: "0",
		Source:    filepath.Join(library, fmt.Sprintf("%d.flac", trackID)),
	}
	for _, o := range opts {
		o(j)
	}
	return j
}

// cents converts the semitone shift to the cents value sox expects.
func (j *pitchJob) cents() string {
	var b strings.Builder
	b.WriteString(j.Semitones)
	b.WriteString("00")
	return b.String()
}

func (j *pitchJob) run() error {
	return exec.Command("sox", j.Source, j.Target, "pitch", j.cents()).Run()
}

func pitchHandler(library string) fiber.Handler {
	return func(c *fiber.Ctx) error {
		trackID, err := c.ParamsInt("id")
		if err != nil || trackID <= 0 {
			return fiber.ErrBadRequest
		}
		shift := c.Query("semitones", "0")
		n, err := strconv.Atoi(shift)
		if err != nil || n < -12 || n > 12 {
			return fiber.NewError(fiber.StatusBadRequest, "shift must be within one octave")
		}
		tmp, err := os.CreateTemp("", "pitched-*.flac")
		if err != nil {
			return err
		}
		tmp.Close()
		defer os.Remove(tmp.Name())

		job := newPitchJob(library, trackID, withSemitones(strconv.Itoa(n)), withTarget(tmp.Name()))
		if err := job.run(); err != nil {
			log.Printf("track %d: sox failed: %v", trackID, err)
			return fiber.ErrInternalServerError
		}
		data, err := os.ReadFile(tmp.Name())
		if err != nil {
			return err
		}
		c.Set(fiber.HeaderContentType, "audio/flac")
		return c.Send(data)
	}
}

func main() {
	app := fiber.New()
	app.Get("/tracks/:id/pitched", pitchHandler(os.Getenv("TRACK_LIBRARY")))
	log.Fatal(app.Listen(":8080"))
}
