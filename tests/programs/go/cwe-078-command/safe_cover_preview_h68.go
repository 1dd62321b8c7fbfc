// A cover preview program of the h68 set (cwe-078-command).
// yurt makers: renders a PNG preview of a yurt roof cover in the customer's chosen canvas colour
package main

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"maps"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
)

var colourRe = regexp.MustCompile(`^(?:[a-z]+|#[0-9a-f]{6})$`)

var patterns = map[string]string{
	"steppe-16":   "/srv/patterns/steppe-16ft.svg",
	"steppe-20":   "/srv/patterns/steppe-20ft.svg",
	"nomad-24":    "/srv/patterns/nomad-24ft.svg",
	"crown-ring":  "/srv/patterns/crown-ring.svg",
	"door-canopy": "/srv/patterns/door-canopy.svg",
}

type previewRequest struct {
	Pattern string `json:"pattern"`
	Canvas  string `json:"canvas"`
	Width   int    `json:"width"`
}

func bind[T any](c *fiber.Ctx) (T, error) {
	var v T
	if err := c.BodyParser(&v); err != nil {
		return v, fiber.NewError(fiber.StatusBadRequest, "invalid body")
	}
	return v, nil
}

func renderPreview(ctx context.Context, src, canvas string, width int) ([]byte, error) {
	script := fmt.Sprintf("magick %s -fill '%s' -opaque white -resize %dx png:-", src, canvas, width)
	cmd := exec.CommandContext(ctx, "sh", "-c", script)
	cmd.Stderr = os.Stderr
	return cmd.Output()
}

func preview(c *fiber.Ctx) error {
	req, err := bind[previewRequest](c)
	if err != nil {
		return err
	}
	src, ok := patterns[req.Pattern]
	if !ok {
		return fiber.NewError(fiber.StatusNotFound, "pattern not offered")
	}
	canvas := strings.ToLower(strings.TrimSpace(cmp.Or(req.Canvas, "ivory")))
	if !colourRe.MatchString(canvas) {
		return fiber.NewError(fiber.StatusUnprocessableEntity, "canvas colour must be a name or #rrggbb")
	}
	width := min(max(req.Width, 200), 1600)

	ctx, cancel := context.WithTimeout(c.UserContext(), 15*time.Second)
	defer cancel()
	png, err := renderPreview(ctx, src, canvas, width)
	if err != nil {
		slog.Error("preview render", "pattern", req.Pattern, "canvas", canvas, "err", err)
		return fiber.ErrInternalServerError
	}
	c.Set(fiber.HeaderContentType, "image/png")
	c.Set(fiber.HeaderCacheControl, "public, max-age=600")
	return c.Send(png)
}

func main() {
	app := fiber.New(fiber.Config{AppName: "cover-preview", BodyLimit: 16 * 1024})

	app.Get("/patterns", func(c *fiber.Ctx) error {
		return c.JSON(slices.Sorted(maps.Keys(patterns)))
	})
	app.Post("/preview", preview)

	if err := app.Listen(cmp.Or(os.Getenv("PREVIEW_ADDR"), ":3000")); err != nil {
		slog.Error("listen", "err", err)
		os.Exit(1)
	}
}
