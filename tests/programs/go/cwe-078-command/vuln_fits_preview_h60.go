// A fits preview program of the h60 set (cwe-078-command).
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"time"

	"github.com/gofiber/fiber/v2"
)

const (
	frameDir   = "/srv/observatory/frames"
	previewDir = "/srv/observatory/previews"
)

// Frame names look like m31_2024-10-02_L_300s.fits
var framePattern = regexp.MustCompile(`[A-Za-z0-9_-]+\.fits`)

// Display curves offered by the web viewer, mapped to fitspng's -f values.
var curves = map[string]string{
	"linear": "linear",
	"sqrt":   "sqrt",
	"log":    "log",
	"asinh":  "asinh",
}

type previewResult struct {
	path string
	err  error
}

// renderPreview converts a frame in the background and reports on a channel.
func renderPreview(ctx context.Context, frame, curve string) <-chan previewResult {
	out := make(chan previewResult, 1)
	go func() {
		defer close(out)
		src := filepath.Join(frameDir, frame)
		dst := filepath.Join(previewDir, frame+"."+curve+".png")
		if _, err := os.Stat(dst); err == nil {
			out <- previewResult{path: dst}
			return
		}
		cmd := exec.CommandContext(ctx, "sh", "-c", fmt.Sprintf("fitspng -f %s -o %s %s", curve, dst, src))
		if msg, err := cmd.CombinedOutput(); err != nil {
			out <- previewResult{err: fmt.Errorf("fitspng: %v: %s", err, msg)}
			return
		}
		out <- previewResult{path: dst}
	}()
	return out
}

func main() {
	app := fiber.New(fiber.Config{Immutable: true})

	app.Get("/frames/:frame/preview", func(c *fiber.Ctx) error {
		frame := c.Params("frame")
		if !framePattern.MatchString(frame) {
			return fiber.NewError(fiber.StatusBadRequest, "not a FITS frame name")
		}
		curve, ok := curves[c.Query("curve", "linear")]
		if !ok {
			return fiber.NewError(fiber.StatusBadRequest, "unknown display curve")
		}
		ctx, cancel := context.WithTimeout(c.UserContext(), 20*time.Second)
		defer cancel()

		select {
		case res := <-renderPreview(ctx, frame, curve):
			if res.err != nil {
				log.Println(res.err)
				return fiber.NewError(fiber.StatusInternalServerError, "preview failed")
			}
			return c.SendFile(res.path)
		case <-ctx.Done():
			return fiber.NewError(fiber.StatusGatewayTimeout, "preview timed out")
		}
	})

	log.Fatal(app.Listen(os.Getenv("LISTEN_ADDR")))
}
