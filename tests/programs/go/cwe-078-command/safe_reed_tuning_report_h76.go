// A squeezebox accordion repair shop reed tuning report program of the h76 set (cwe-078-command).
package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"
)

// Renderer turns a recorded reed sample into a spectrogram image.
type Renderer interface {
	Render(ctx context.Context, wavPath, title, outPath string) error
}

type soxRenderer struct {
	bin string
}

func (s soxRenderer) Render(ctx context.Context, wavPath, title, outPath string) error {
	return exec.CommandContext(ctx, s.bin, wavPath, "-n", "spectrogram", "-t", title, "-o", outPath).Run()
}

// timedRenderer bounds how long a single render may take.
type timedRenderer struct {
	inner   Renderer
	timeout time.Duration
}

func (t timedRenderer) Render(ctx context.Context, wavPath, title, outPath string) error {
	ctx, cancel := context.WithTimeout(ctx, t.timeout)
	defer cancel()
	return t.inner.Render(ctx, wavPath, title, outPath)
}

type reportService struct {
	recordings string
	charts     string
	renderer   Renderer
}

func newReportService(recordings, charts string) *reportService {
	bin := os.Getenv("SOX_BIN")
	if bin == "" {
		bin = "sox"
	}
	return &reportService{
		recordings: recordings,
		charts:     charts,
		renderer:   timedRenderer{inner: soxRenderer{bin: bin}, timeout: 20 * time.Second},
	}
}

func (s *reportService) spectrogram(c echo.Context) error {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil || id <= 0 {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid ticket number")
	}
	reed := c.QueryParam("reed")
	if reed == "" {
		reed = "all reeds"
	}
	wav := filepath.Join(s.recordings, fmt.Sprintf("%d.wav", id))
	if _, err := os.Stat(wav); err != nil {
		return echo.NewHTTPError(http.StatusNotFound, "no recording for ticket")
	}
	out := filepath.Join(s.charts, fmt.Sprintf("%d.png", id))
	title := fmt.Sprintf("Ticket %d - %s", id, reed)
	if err := s.renderer.Render(c.Request().Context(), wav, title, out); err != nil {
		c.Logger().Errorf("render ticket %d: %v", id, err)
		return echo.NewHTTPError(http.StatusInternalServerError, "render failed")
	}
	return c.File(out)
}

func main() {
	svc := newReportService("/srv/reedshop/recordings", "/srv/reedshop/charts")
	e := echo.New()
	e.GET("/tickets/:id/spectrogram", svc.spectrogram)
	e.Logger.Fatal(e.Start(":8080"))
}
